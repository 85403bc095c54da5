import { ImagePlus, Loader2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  MAX_REQUEST_PHOTOS,
  PHOTO_UPLOAD_FAILED_MESSAGE,
  PHOTOS_HEADING,
  PHOTOS_HINT,
  REQUEST_PHOTO_ACCEPT,
  TOO_MANY_PHOTOS_MESSAGE,
} from '@shared/cash-advances/request-photos';
import { Button, buttonVariants } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import {
  requestPhotoProblem,
  uploadRequestPhoto,
} from '@web/features/cash-advances/api/upload-request-photo';
import type {
  CashAdvanceFormOutput,
  CashAdvanceFormValues,
} from '@web/features/cash-advances/cash-advance-form-schema';

type Form = UseFormReturn<CashAdvanceFormValues, unknown, CashAdvanceFormOutput>;

type Photo = {
  key: number;
  name: string;
  preview: string;
  /** Set once the upload is received: the reference the request sends. */
  uploadURL?: string;
};

const EMPTY: string[] = [];

// Older browsers and the test DOM may lack object URLs: the thumbnail is then left blank.
const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const forget = (preview: string) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};

/**
 * "Photos (optional)": up to five photos of the item, each uploaded as soon as
 * it is chosen; the form's `photos` holds the references of the uploaded ones.
 */
export function RequestPhotosSection({
  form,
  guest = false,
  onBusyChange,
}: {
  form: Form;
  /** A guest's upload addresses each cost a solved challenge. */
  guest?: boolean;
  /** Told while a photo is uploading, so the form can wait before it is sent. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const nextKey = useRef(0);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const attached = useWatch({ control: form.control, name: 'photos' }) ?? EMPTY;

  // After the form is sent (and reset) the uploaded photos belong to the request: none shown.
  const shown = photos.filter((photo) => !photo.uploadURL || attached.includes(photo.uploadURL));
  const uploading = shown.some((photo) => !photo.uploadURL);
  const full = shown.length >= MAX_REQUEST_PHOTOS;
  useEffect(() => onBusyChange?.(uploading), [onBusyChange, uploading]);

  const setAttached = (next: string[]) =>
    form.setValue('photos', next, { shouldDirty: true, shouldValidate: false });

  const add = async (file: File) => {
    const key = (nextKey.current += 1);
    const photo: Photo = { key, name: file.name, preview: previewOf(file) };
    setPhotos((current) => [...current, photo]);
    try {
      const uploadURL = await uploadRequestPhoto(file, guest);
      setPhotos((current) => current.map((p) => (p.key === key ? { ...p, uploadURL } : p)));
      setAttached([...(form.getValues('photos') ?? []), uploadURL]);
    } catch (error) {
      forget(photo.preview);
      setPhotos((current) => current.filter((p) => p.key !== key));
      setProblem(errorMessage(error, PHOTO_UPLOAD_FAILED_MESSAGE));
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = MAX_REQUEST_PHOTOS - shown.length;
    if (files.length > room) setProblem(TOO_MANY_PHOTOS_MESSAGE);
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = requestPhotoProblem(file);
      if (refused) setProblem(refused);
      else void add(file);
    }
  };

  const remove = (photo: Photo) => {
    forget(photo.preview);
    setPhotos((current) => current.filter((p) => p.key !== photo.key));
    if (photo.uploadURL) setAttached(attached.filter((url) => url !== photo.uploadURL));
    setProblem(null);
  };

  return (
    <fieldset aria-describedby={hintId} aria-busy={uploading || undefined}>
      <legend className="mb-4 text-base font-semibold text-brand-950">{PHOTOS_HEADING}</legend>
      <p id={hintId} className="mb-3 text-sm text-muted-foreground">
        {PHOTOS_HINT}
      </p>
      {shown.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-3" aria-label="Photos added">
          {shown.map((photo, index) => (
            <li key={photo.key} className="relative size-24 overflow-hidden rounded-md border">
              <img
                src={photo.preview}
                alt={`Photo ${index + 1}: ${photo.name}`}
                className="size-full object-cover"
              />
              {photo.uploadURL ? null : (
                <span className="absolute inset-0 grid place-items-center bg-white/70 text-xs">
                  <Loader2 className="size-5 animate-spin" aria-hidden="true" />
                  <span className="sr-only">Uploading {photo.name}</span>
                </span>
              )}
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute top-1 right-1 size-7"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(photo)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {/* The input itself takes focus and keys; its label is what people see and press. */}
      <input
        id={inputId}
        type="file"
        accept={REQUEST_PHOTO_ACCEPT}
        multiple
        className="peer sr-only"
        onChange={onChange}
        disabled={full}
      />
      <label
        htmlFor={inputId}
        aria-disabled={full || undefined}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        Add photos
      </label>
    </fieldset>
  );
}
