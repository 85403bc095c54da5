import { X } from 'lucide-react';
import { imageVariantUrl } from '@shared/image-urls';
import { StandaloneImagePicker } from '@web/components/image-upload/standalone-image-picker';
import type { ImageFieldSlotProps } from '@web/features/products/components/product-form-fields';
import { Button } from '@web/components/ui/button';

/**
 * The Ultra Simple screen's picture control (spec section 2): the standalone
 * picker with its own progress, plus the current picture and a way to remove it.
 */
export function renderStandaloneImageSlot(field: ImageFieldSlotProps) {
  return <StandaloneImageSlot {...field} />;
}

function StandaloneImageSlot({ id, value, onChange, error }: ImageFieldSlotProps) {
  return (
    <div className="space-y-3">
      <StandaloneImagePicker id={id} onUploaded={onChange} />
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={value.startsWith('/images/') ? imageVariantUrl(value, 160) : value}
            alt="Current product image"
            width={80}
            height={60}
            className="h-15 w-20 rounded-md border border-border object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Remove image
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
