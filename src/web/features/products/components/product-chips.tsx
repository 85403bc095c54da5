import { Sparkles, Tag } from 'lucide-react';
import { labelOf, productCategories, productConditions } from '@shared/products/values';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

/** The category of a product as a chip; labels from the shared value list ("Home & Garden"). */
export function CategoryChip({ category, className }: { category: string; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('border-brand-100', className)}>
      <Tag aria-hidden="true" />
      {labelOf(productCategories, category)}
    </Badge>
  );
}

const conditionVariants: Record<string, BadgeProps['variant']> = {
  new: 'success',
  'like-new': 'info',
  good: 'outline',
  fair: 'warning',
};

/** The condition as a chip with the spec's labels ("Brand New", "Like New", "Good", "Fair"). */
export function ConditionChip({ condition, className }: { condition: string; className?: string }) {
  return (
    <Badge variant={conditionVariants[condition] ?? 'muted'} className={className}>
      {condition === 'new' ? <Sparkles aria-hidden="true" /> : null}
      <span className="sr-only">Condition: </span>
      {labelOf(productConditions, condition)}
    </Badge>
  );
}
