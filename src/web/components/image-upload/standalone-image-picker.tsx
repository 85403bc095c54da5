import { useId } from 'react';
import { UPLOAD_SUCCESS_MESSAGE } from '@shared/images';
import { ImageFileInput } from '@web/components/image-upload/image-file-input';
import { UPLOAD_PHASE_TEXT, UploadProgressBar } from '@web/components/image-upload/upload-progress';
import { useImageUpload } from '@web/components/image-upload/use-image-upload';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/cn';

export type StandaloneImagePickerProps = {
  /** Called once the image is stored, with its path ("/images/<id>"). Not called on any failure. */
  onUploaded: (path: string) => void;
  /** True while a file is on its way, false once it ends (or the picker unmounts). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** Id of the file input (default: generated). */
  id?: string;
  /** The visible label above the button. Default "Product image". */
  label?: string;
  className?: string;
};

/**
 * The Ultra Simple screen's standalone image picker (spec sections 2 and 8): one
 * image, checked in the page ("Invalid file type", "File too large" toasts), then
 * uploaded with a visible percentage: up to 90 while sending, 95 while processing,
 * 100 when stored. Toasts "Image uploaded successfully", or "Upload failed" with the
 * failed step's message; here a failed processing step is a failure, not a fallback.
 */
export function StandaloneImagePicker({
  onUploaded,
  onUploadingChange,
  disabled = false,
  id,
  label = 'Product image',
  className,
}: StandaloneImagePickerProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-file`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const upload = useImageUpload({ onProcessFailure: 'fail', onUploadingChange });
  const { progress } = upload;

  const choose = (file: File) => {
    if (disabled) return;
    void upload.start(file, {
      onUploaded: (image) => {
        toast({ title: UPLOAD_SUCCESS_MESSAGE });
        onUploaded(image.path);
      },
    });
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn('grid content-start gap-2', className)}
      data-slot="standalone-image-picker"
    >
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <ImageFileInput id={inputId} disabled={disabled} describedBy={hintId} onFile={choose} />
        {progress ? (
          <span
            className="min-w-0 truncate text-sm text-muted-foreground"
            title={upload.fileName ?? undefined}
          >
            {upload.fileName}
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        JPEG, PNG, WebP or GIF, up to 10 MB.
      </p>
      {progress ? (
        <div className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span aria-hidden="true" className="text-muted-foreground">
              {UPLOAD_PHASE_TEXT[progress.phase]}
            </span>
            <span data-testid="upload-percent" className="font-semibold tabular-nums">
              {progress.percent}%
            </span>
          </div>
          <UploadProgressBar percent={progress.percent} phase={progress.phase} />
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {progress ? UPLOAD_PHASE_TEXT[progress.phase] : ''}
      </p>
    </div>
  );
}
