/** Mount once in the root layout: toasts, confirmation and validation dialogs, the global wait indicator. */
import { ConfirmHost } from './confirm.tsx';
import { GlobalWaitIndicator } from './global-wait-indicator.tsx';
import { ToastRegion } from './toast-region.tsx';
import './ui.css';
import { ValidationHost } from './validation-dialog.tsx';

export function UiHost() {
  return (
    <>
      <GlobalWaitIndicator />
      <ToastRegion />
      <ConfirmHost />
      <ValidationHost />
    </>
  );
}
