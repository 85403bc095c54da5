import { AlertCircle, ImageIcon, ImageOff, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_FAILED_TITLE, imageSrcSet, imageVariantUrl } from '@shared/images';
import { ImageFileInput } from '@web/components/image-upload/image-file-input';
import { UPLOAD_PHASE_TEXT, UploadProgressBar } from '@web/components/image-upload/upload-progress';
import { useImageUpload } from '@web/components/image-upload/use-image-upload';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { UPLOAD_STEP_MESSAGES } from '@web/lib/upload-file';

/** The preview asks for this variant of a stored image (the box is at most 20rem wide). */
const PREVIEW_WIDTH = 320;

export type ProductImageFieldProps = {
  /** The product's image value ("/images/<id>", a demo path, a raw upload URL), or null for none. */
  value: string | null;
  /**
   * The new image value after a successful upload ("/images/<id>", or the raw upload
   * URL when processing failed, spec section 8), or null when "Remove image" is pressed.
   * The caller stores it in both imageUrl and thumbnailUrl, or clears both.
   */
  onChange: (path: string | null) => void;
  /** True while a file is on its way (disable the form's submit), false once it ends. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** Id of the file input (default: generated). */
  id?: string;
  /** The group's visible label; "(optional)" is added. Default "Image". */
  label?: string;
  className?: string;
};

type InlineError = { title: string; description: string };

/**
 * The admin product dialogs' image control (issue 7): one image, chosen with the
 * "Choose image" button or dropped on the box; checked in the page (type, 10 MB)
 * with an inline error and a toast; uploaded with a progress bar; previewed in a
 * fixed 4:3 box; "Remove image" clears it. Processing failures fall back silently to
 * the raw upload URL, as the spec says for the dialogs.
 */
export function ProductImageField({
  value,
  onChange,
  onUploadingChange,
  disabled = false,
  id,
  label = 'Image',
  className,
}: ProductImageFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-file`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [dragging, setDragging] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [uploadedPath, setUploadedPath] = useState<string | null>(null);
  const upload = useImageUpload({ onProcessFailure: 'fallback', preview: true, onUploadingChange });

  const currentValue = value?.trim() || null;
  const previewSrc =
    upload.previewUrl ?? (currentValue ? imageVariantUrl(currentValue, PREVIEW_WIDTH) : null);
  const previewSrcSet = upload.previewUrl ? undefined : imageSrcSet(currentValue);
  const showImage = previewSrc !== null && failedSrc !== previewSrc;

  const choose = (file: File) => {
    if (disabled) return;
    setError(null);
    void upload.start(file, {
      onInvalid: (problem) => setError(problem),
      onUploaded: (image) => {
        setUploadedPath(image.path);
        onChange(image.path);
      },
      onFailed: (failure) =>
        setError({
          title: UPLOAD_FAILED_TITLE,
          // The server's reason when it gave one (a renamed non-image, an expired link…).
          description: failure.serverMessage ?? UPLOAD_STEP_MESSAGES[failure.step],
        }),
    });
  };

  const remove = () => {
    upload.reset();
    setError(null);
    onChange(null);
    inputRef.current?.focus();
  };

  const cancel = () => {
    upload.reset();
    inputRef.current?.focus();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Always claim the drop, so a file dropped here never replaces the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) choose(file);
  };

  // "Upload complete" stays only while the field still holds the image just uploaded.
  const progress =
    upload.progress?.phase === 'done' && currentValue !== uploadedPath ? null : upload.progress;
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn('grid content-start gap-2', className)}
      data-slot="product-image-field"
    >
      <span id={labelId} className="text-sm leading-none font-medium">
        {label} <span className="font-normal text-muted-foreground">(optional)</span>
      </span>

      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-slot="image-drop-zone"
        data-dragging={dragging || undefined}
        className={cn(
          'flex flex-col gap-4 rounded-lg border-2 border-dashed border-input bg-card p-3 transition-colors sm:flex-row sm:items-start',
          dragging && 'border-ring bg-brand-50',
          error && 'border-destructive',
          disabled && 'opacity-60',
        )}
      >
        <div className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-md border border-border bg-muted sm:w-40">
          {showImage ? (
            <img
              key={previewSrc}
              src={previewSrc}
              srcSet={previewSrcSet}
              sizes={previewSrcSet ? '(min-width: 640px) 10rem, 100vw' : undefined}
              alt={upload.previewUrl ? 'Preview of the chosen image' : 'Current product image'}
              decoding="async"
              onError={() => setFailedSrc(previewSrc)}
              className={cn('size-full object-cover', upload.uploading && 'opacity-70')}
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground">
              {previewSrc ? (
                <>
                  <ImageOff aria-hidden="true" className="size-6" />
                  <span>Preview unavailable</span>
                </>
              ) : (
                <>
                  <ImageIcon aria-hidden="true" className="size-6" />
                  <span>{upload.uploading ? 'Uploading…' : 'No image'}</span>
                </>
              )}
            </div>
          )}
        </div>

        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap gap-2">
            <ImageFileInput
              id={inputId}
              inputRef={inputRef}
              disabled={disabled}
              describedBy={describedBy}
              invalid={error !== null}
              onFile={choose}
            />
            {upload.uploading ? (
              <Button variant="ghost" size="sm" onClick={cancel}>
                <X aria-hidden="true" />
                Cancel upload
              </Button>
            ) : currentValue ? (
              <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
                <Trash2 aria-hidden="true" />
                Remove image
              </Button>
            ) : null}
          </div>

          <p id={hintId} className="text-xs text-muted-foreground">
            Or drag a photo here. JPEG, PNG, WebP or GIF, up to 10 MB.
          </p>

          {progress ? (
            <div className="grid gap-1">
              <UploadProgressBar percent={progress.percent} phase={progress.phase} />
              <p
                aria-hidden="true"
                className="flex justify-between gap-2 text-xs text-muted-foreground"
              >
                <span>{UPLOAD_PHASE_TEXT[progress.phase]}</span>
                <span className="tabular-nums">{progress.percent}%</span>
              </p>
            </div>
          ) : null}
          {/* Always present, so screen readers announce each phase (not every percent). */}
          <p role="status" className="sr-only">
            {progress ? UPLOAD_PHASE_TEXT[progress.phase] : ''}
          </p>

          {error ? (
            <p id={errorId} className="flex items-start gap-1.5 text-sm text-destructive">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="font-semibold">{error.title}:</span> {error.description}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
