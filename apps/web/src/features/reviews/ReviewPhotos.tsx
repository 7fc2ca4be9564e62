import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { imageSrcSet, imageVariant } from "@vayu/shared/catalog-paths";
import type { ReviewPhotoType } from "@vayu/shared/reviews";

const THUMB_WIDTH = 320;

/**
 * A buyer's photos under their review (docs/decisions/332-review-photos.md): thumbnails the
 * server renders, each a link to the full picture, so they open without JavaScript; once the
 * page is live a click opens them in a <dialog> to step through instead.
 */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhotoType[]; author: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useLingui();
  if (photos.length === 0) return null;
  const count = photos.length;

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(index);
    dialog.current?.showModal();
  };
  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + count) % count));
  const keys = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    if (event.key === "ArrowLeft") step(-1);
  };
  const current = open === null ? undefined : photos[open];
  const shown = (open ?? 0) + 1;
  const describe = (position: number) => t`Photo ${position} of ${count} from ${author}`;

  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Photos from ${author}`}>
        {photos.map((photo, index) => {
          return (
            <li key={photo._id}>
              <a
                href={photo.url}
                onClick={show(index)}
                className="block overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <img
                  src={imageVariant(photo.url, THUMB_WIDTH)}
                  width={THUMB_WIDTH}
                  height={Math.round((THUMB_WIDTH * photo.height) / photo.width)}
                  loading="lazy"
                  decoding="async"
                  alt={describe(index + 1)}
                  className="h-20 w-20 object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        onClose={() => setOpen(null)}
        onKeyDown={keys}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        aria-label={t`Photos from ${author}`}
        className="m-auto max-h-[95dvh] w-[min(64rem,95vw)] rounded-2xl bg-slate-950 p-0 text-white backdrop:bg-black/80"
      >
        {current && (
          <figure className="relative flex flex-col items-center gap-2 p-3 pt-12">
            <img
              src={current.url}
              srcSet={imageSrcSet(current.url)}
              sizes="95vw"
              width={current.width}
              height={current.height}
              alt={describe(shown)}
              className="max-h-[75dvh] w-auto max-w-full rounded-lg object-contain"
            />
            <figcaption className="text-sm text-slate-300">
              <Trans>
                Photo {shown} of {count}
              </Trans>
            </figcaption>
            <button
              type="button"
              autoFocus
              onClick={() => dialog.current?.close()}
              className="absolute top-2 right-2 rounded-full p-2 hover:bg-white/10"
            >
              <X className="size-6" aria-hidden />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </button>
            {count > 1 && (
              <div className="flex gap-3">
                <button type="button" onClick={() => step(-1)} className="rounded-full p-2 ring-1 ring-white/30 hover:bg-white/10">
                  <ChevronLeft className="size-6" aria-hidden />
                  <span className="sr-only">
                    <Trans>Previous photo</Trans>
                  </span>
                </button>
                <button type="button" onClick={() => step(1)} className="rounded-full p-2 ring-1 ring-white/30 hover:bg-white/10">
                  <ChevronRight className="size-6" aria-hidden />
                  <span className="sr-only">
                    <Trans>Next photo</Trans>
                  </span>
                </button>
              </div>
            )}
          </figure>
        )}
      </dialog>
    </>
  );
}
