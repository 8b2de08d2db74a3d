/** Mount once in the root layout: toasts, confirmation and validation dialogs. */
import { ConfirmHost } from './confirm.tsx';
import { ToastRegion } from './toast-region.tsx';
import './ui.css';
import { ValidationHost } from './validation-dialog.tsx';

export function UiHost() {
  return (
    <>
      <ToastRegion />
      <ConfirmHost />
      <ValidationHost />
    </>
  );
}
