import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { UPLOAD_FAILED_TITLE } from '@shared/images';
import { toast } from '@web/components/ui/use-toast';
import {
  UPLOAD_STEP_MESSAGES,
  UploadError,
  isAbortError,
  uploadProductImage,
  validateImageFile,
  type ImageFileProblem,
  type UploadProgress,
  type UploadedImage,
} from '@web/lib/upload-file';

export type UseImageUploadOptions = {
  /** What a failed processing step means: silent fallback (dialogs) or failure (standalone picker). */
  onProcessFailure: 'fallback' | 'fail';
  /** Make an object URL of the chosen file, to preview it while it uploads. */
  preview?: boolean;
  /** Told true when an upload starts and false when it ends, is cancelled, or the control unmounts. */
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
};

export type StartUploadHandlers = {
  onUploaded: (image: UploadedImage, file: File) => void;
  /** The file failed the page-side check (already toasted). */
  onInvalid?: (problem: ImageFileProblem) => void;
  /** A step failed (already toasted with "Upload failed" and the step's message). */
  onFailed?: (error: UploadError) => void;
};

function createPreviewUrl(file: File): string | null {
  // jsdom and very old browsers have no object URLs; the preview then waits for the stored image.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The state machine both upload controls share: check the file (toasting the
 * spec's "Invalid file type" / "File too large"), upload it with progress, toast
 * "Upload failed" with the failed step's message, cancel on demand or on unmount.
 */
export function useImageUpload({
  onProcessFailure,
  preview = false,
  onUploadingChange,
}: UseImageUploadOptions) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const uploading = progress !== null && progress.phase !== 'done';

  const reportUploading = useEffectEvent((busy: boolean) => onUploadingChange?.(busy));
  useEffect(() => {
    if (!uploading) return;
    reportUploading(true);
    return () => reportUploading(false);
  }, [uploading]);

  // The object URL lives as long as it is shown.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  // Leaving the page (or closing the dialog) cancels whatever is in flight.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    },
    [],
  );

  /** Cancels the upload in flight, if any, and forgets its progress. */
  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setProgress(null);
    setPreviewUrl(null);
    setFileName(null);
  }, []);

  const start = useCallback(
    async (file: File, handlers: StartUploadHandlers): Promise<void> => {
      const problem = validateImageFile(file);
      if (problem) {
        toast({ title: problem.title, description: problem.description, variant: 'destructive' });
        handlers.onInvalid?.(problem);
        return;
      }

      // A new choice replaces any upload still running.
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setFileName(file.name);
      setPreviewUrl(preview ? createPreviewUrl(file) : null);
      setProgress({ phase: 'starting', percent: 0 });

      try {
        const image = await uploadProductImage(
          file,
          (next) => {
            if (!controller.signal.aborted) setProgress(next);
          },
          { signal: controller.signal, onProcessFailure },
        );
        if (controller.signal.aborted) return;
        setProgress({ phase: 'done', percent: 100 });
        setPreviewUrl(null);
        handlers.onUploaded(image, file);
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return;
        const failure = error instanceof UploadError ? error : new UploadError('send', error);
        setProgress(null);
        setPreviewUrl(null);
        toast({
          title: UPLOAD_FAILED_TITLE,
          description: UPLOAD_STEP_MESSAGES[failure.step],
          variant: 'destructive',
        });
        handlers.onFailed?.(failure);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [onProcessFailure, preview],
  );

  return { progress, previewUrl, fileName, uploading, start, reset };
}
