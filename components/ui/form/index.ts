export { Form, useFormApi, type FormApi, type FormProps } from './form';
export {
  CheckboxField,
  DatePartsField,
  dateParts,
  ChoiceField,
  TextAreaField,
  EmailField,
  FieldMessage,
  FormError,
  PhoneField,
  SelectField,
  TextField,
  useField,
  type CheckboxFieldProps,
  type DatePartsFieldProps,
  type ChoiceFieldProps,
  type TextAreaFieldProps,
  type FieldState,
  type SelectFieldProps,
  type TextFieldProps,
} from './fields';
export { SubmitButton } from './submit-button';
export { FORM_ERROR, type FieldErrorInfo, type FormSchema, type FormValues, type SchemaSource } from './types';
