import { clsx } from 'clsx';
import { makeCardParts } from '@web/components/ui/card-parts';

// Card's parts for the home page: `className` adds classes but cannot override the card's, so
// they need no tailwind-merge and `/`'s first download does not carry it (decision 012).
export const {
  Card: FixedCard,
  CardHeader: FixedCardHeader,
  CardTitle: FixedCardTitle,
  CardContent: FixedCardContent,
} = makeCardParts(clsx);
