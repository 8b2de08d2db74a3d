/** The design system: dialogs, toasts, fields and the global wait indicator (styles in ui.css, built on the variables of styles.css). */
export { useCheckedForm } from './checked-form.ts';
export { confirm } from './confirm.tsx';
export { ContactFields } from './contact-field.tsx';
export {
  CheckboxField,
  FieldError,
  type SelectChoice,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
} from './field.tsx';
export { Modal } from './modal.tsx';
export { Switch } from './switch.tsx';
export {
  clearToasts,
  dismissToast,
  getToastHistory,
  getToasts,
  showToast,
  TOAST_DEFAULT_MS,
  type ToastKind,
} from './toast-store.ts';
export { UiHost } from './ui-host.tsx';
export { type FieldProblem, showValidationErrors } from './validation-dialog.tsx';
