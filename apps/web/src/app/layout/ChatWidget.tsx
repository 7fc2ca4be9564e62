import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { MessageCircle, X } from "lucide-react";
import { useState } from "react";
import { LogoMark } from "./Logo";
import { useDomId } from "../../lib/use-dom-id";

const chatGreeting = msg`Hi there! 👋 How can we assist you today?`;

/**
 * The floating chat widget (docs/product/storefront.md "Shared layout"): desktop only, opens a greeting with a Start Chat
 * link. Its launcher is a tab on the window's right edge, narrower than the page's side margin
 * (2rem from 1024 px up), so it never covers the text or cards of the right-hand column.
 */
export function ChatWidget() {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useDomId();
  // No chat link set in the settings: nothing to open.
  if (!settings.social.whatsapp) return null;
  return (
    <div className="hidden lg:block" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      <section
        id={panelId}
        hidden={!open}
        aria-label={t`Chat with us`}
        className="fixed right-10 bottom-6 z-30 w-80 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
      >
        <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
          <LogoMark className="size-9" />
          <div className="flex-1">
            <p className="font-semibold">{settings.storeName}</p>
            <p className="text-xs text-brand-100">
              <Trans>Typically replies within minutes</Trans>
            </p>
          </div>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md p-1 hover:bg-white/15"
            aria-label={t`Close chat`}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="bg-slate-50 p-4">
          <p className="w-fit max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-2.5 text-sm text-ink shadow-sm">
            {i18n._(chatGreeting)}
          </p>
        </div>
        <div className="p-4 pt-3">
          <a
            href={settings.social.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 font-semibold text-white hover:bg-emerald-800"
          >
            <MessageCircle className="size-5" aria-hidden /> <Trans>Start Chat</Trans>
          </a>
        </div>
      </section>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t`Close chat` : t`Chat with us`}
        className="fixed right-0 bottom-24 z-30 flex w-7 flex-col items-center gap-1.5 rounded-l-lg bg-emerald-700 py-3 text-white shadow-lg shadow-emerald-900/20 hover:bg-emerald-800"
      >
        {open ? <X className="size-4" aria-hidden /> : <MessageCircle className="size-4" aria-hidden />}
        <span aria-hidden className="text-xs font-semibold tracking-wide [writing-mode:vertical-rl]">
          <Trans>Chat</Trans>
        </span>
      </button>
    </div>
  );
}
