import { makeCardParts } from '@web/components/ui/card-parts';
import { cn } from '@web/lib/cn';

// A card whose parts' `className` may override their classes (tailwind-merge, via cn).
export const { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } =
  makeCardParts(cn);
