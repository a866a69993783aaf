import { webRoutes } from '@fathom/contract';

/** A same-app path to return to after signing in; anything else falls back to the start page. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return webRoutes.home;
  }
  if (
    target === webRoutes.signIn ||
    target.startsWith(`${webRoutes.signIn}?`) ||
    target.startsWith(webRoutes.signUp)
  ) {
    return webRoutes.home;
  }
  return target;
}
