import { useRef, type ReactNode } from "react";
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast";
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "@vayu/shared/staff-catalog";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useUploadPicture, useUploading } from "./api/upload";
import { useDomId } from "../../lib/use-dom-id";

/** A file button that uploads each chosen picture and hands back their URLs; refusals show as toasts. */
function UploadButton({
  label,
  multiple,
  onUploaded,
}: {
  label: string;
  multiple: boolean;
  onUploaded: (urls: string[]) => void;
}) {
  const id = useDomId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();

  async function send(files: FileList | null) {
    const urls: string[] = [];
    for (const file of files ?? []) {
      if (file.size > MAX_UPLOAD_BYTES) {
        toast.error(`${file.name}: file must be at most 10 MB`);
        continue;
      }
      try {
        urls.push(await upload.mutateAsync(file));
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error, "The picture could not be uploaded.")}`);
      }
    }
    if (input.current) input.current.value = "";
    if (urls.length > 0) onUploaded(urls);
  }

  return (
    <label
      htmlFor={id}
      className={`${buttonClasses("outline", "sm")} cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-brand-200`}
      aria-busy={upload.isPending || undefined}
    >
      {upload.isPending ? <Spinner /> : <ImagePlus className="size-4" aria-hidden />}
      {upload.isPending ? "Uploading…" : label}
      <input
        id={id}
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => void send(event.target.files)}
      />
    </label>
  );
}

/**
 * One picture (a category tile, a banner, a blog cover): its preview and a button to replace it.
 * `onRemove` offers to take an optional one away; `what` names the buttons apart when a form has two pictures.
 */
export function SinglePicture({
  label,
  value,
  onChange,
  onRemove,
  what = "picture",
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onRemove?: () => void;
  what?: string;
  error?: string | undefined;
}) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-700">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Thumbnail
          src={value || undefined}
          alt={value ? `${label}: current picture` : ""}
          className="size-20"
        />
        <UploadButton
          label={value ? `Replace ${what}` : `Upload ${what}`}
          multiple={false}
          onUploaded={(urls) => onChange(urls[0]!)}
        />
        {value && onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
            Remove {what}
          </Button>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}

/** A product's photos in order: upload more, move one earlier or later, remove one. The first is the cover. */
export function PhotoList({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string | undefined;
}) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };
  const iconButton =
    "inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30";
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Photos (the first is the cover)</legend>
      <ul className="flex flex-wrap gap-3" aria-label="Product photos">
        {value.map((url, index) => (
          <li key={url} className="rounded-lg bg-white p-1 ring-1 ring-slate-200">
            <Thumbnail src={url} alt={`Photo ${index + 1}`} className="size-24" />
            <div className="mt-1 flex justify-between">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move photo ${index + 1} earlier`}
              >
                <ArrowLeft className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => onChange(value.filter((u) => u !== url))}
                aria-label={`Remove photo ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move photo ${index + 1} later`}
              >
                <ArrowRight className="size-4" aria-hidden />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <UploadButton
          label="Add photos"
          multiple
          onUploaded={(urls) => onChange([...value, ...urls].slice(0, 10))}
        />
        <p className="mt-1 text-xs text-slate-500">
          JPEG, PNG, WebP or AVIF, up to 10 MB each; up to 10 photos.
        </p>
      </div>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}

/** The submit button of a form with pictures: held while a picture uploads, so the form is saved with it. */
export function SaveButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  const uploading = useUploading();
  return (
    <Button type="submit" loading={saving} disabled={uploading}>
      {children}
    </Button>
  );
}
