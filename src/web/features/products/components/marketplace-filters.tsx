import { useId } from 'react';
import { productSorts, type ProductSort } from '@shared/products/listing-values';
import { marketplaceFilterCategories } from '@shared/products/values';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import type { MarketplaceSearch } from '@web/features/products/api/get-products';

/** Category filter and sort order; each change is a new entry in the history. */
export function MarketplaceFilters({
  search,
  onChange,
  formId,
}: {
  search: MarketplaceSearch;
  onChange: (changes: Partial<MarketplaceSearch>) => void;
  /** The search form these lists are sent with when the page's script is not running. */
  formId?: string;
}) {
  const categoryId = useId();
  const sortId = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={categoryId} className="text-xs text-muted-foreground">
          Category
        </Label>
        <NativeSelect
          id={categoryId}
          name="category"
          form={formId}
          value={search.category}
          onChange={(event) => onChange({ category: event.target.value })}
          className="sm:w-48"
        >
          {marketplaceFilterCategories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={sortId} className="text-xs text-muted-foreground">
          Sort by
        </Label>
        <NativeSelect
          id={sortId}
          name="sort"
          form={formId}
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
          className="sm:w-52"
        >
          <ValueListOptions options={productSorts} />
        </NativeSelect>
      </div>
      {/* Without the page's script a list change applies when the search form is sent. */}
      {formId ? (
        <noscript>
          <Button type="submit" form={formId} variant="outline" className="self-end">
            Apply
          </Button>
        </noscript>
      ) : null}
    </div>
  );
}
