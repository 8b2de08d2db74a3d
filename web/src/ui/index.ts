/** The design system: dialogs, toasts, fields and the global wait indicator (styles in ui.css, built on the variables of styles.css). */
export { type ConfirmRequest, confirm } from './confirm.tsx';
export { CheckboxField, type CheckboxFieldProps, TextField, type TextFieldProps } from './field.tsx';
export { GlobalWaitIndicator, useGlobalWaitShown } from './global-wait-indicator.tsx';
export { focusableIn, Modal, type ModalProps } from './modal.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { useToasts } from './toast-region.tsx';
export {
  clearToasts,
  dismissToast,
  getToastHistory,
  getToasts,
  showToast,
  TOAST_DEFAULT_MS,
  TOAST_HISTORY_LIMIT,
  type Toast,
  type ToastInput,
  type ToastKind,
} from './toast-store.ts';
export { UiHost } from './ui-host.tsx';
export { type FieldProblem, showValidationErrors } from './validation-dialog.tsx';
