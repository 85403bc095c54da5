import { ImageUp } from 'lucide-react';
import type { ChangeEvent, Ref } from 'react';
import { IMAGE_INPUT_ACCEPT } from '@shared/images';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

type ImageFileInputProps = {
  id: string;
  /** The visible text of the button, which is also the input's label. */
  label?: string;
  disabled?: boolean;
  /** Ids of the hint and the error, for aria-describedby. */
  describedBy?: string | undefined;
  invalid?: boolean;
  onFile: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A real <input type="file"> (one image, accept = the four image types), visually
 * hidden but focusable, and its <label> drawn as a button. Keyboard users Tab to the
 * input and press Enter or Space to open the file dialog; the label shows the focus
 * ring. Choosing the same file twice still fires (the value is cleared after each pick).
 */
export function ImageFileInput({
  id,
  label = 'Choose image',
  disabled = false,
  describedBy,
  invalid = false,
  onFile,
  inputRef,
  className,
}: ImageFileInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <span className={cn('relative inline-flex', className)}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={handleChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-focus-visible:outline-solid',
          'peer-disabled:pointer-events-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <ImageUp aria-hidden="true" />
        {label}
      </label>
    </span>
  );
}
