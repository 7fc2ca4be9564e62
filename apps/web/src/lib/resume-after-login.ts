import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "./session";

/**
 * A product page action a signed-out shopper started: they are sent to log in and back to
 * `?<param>=<value>`, where `resume(value)` finishes it once, and the parameter is dropped.
 */
export function useResumeAfterLogin(param: string, resume: (value: string) => void) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const done = useRef(false);
  useEffect(() => {
    if (!session || value === null || done.current) return;
    done.current = true;
    setParams(
      (current) => {
        current.delete(param);
        return current;
      },
      { replace: true },
    );
    resume(value);
  }, [session, value, param, resume, setParams]);
}

/** The current page with `?<param>=<value>` added: where login sends the shopper back to. */
export function returnPath(
  location: { pathname: string; search: string },
  param: string,
  value: string,
): string {
  const params = new URLSearchParams(location.search);
  params.set(param, value);
  return `${location.pathname}?${params}`;
}
