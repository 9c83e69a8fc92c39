import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/forms/text-field';
import { userAdminMessages as messages } from './user-admin-messages';
import type { UserFormValues } from './user-form-schema';

interface UserFormFieldsProps {
  control: Control<UserFormValues>;
  readOnly?: boolean;
}

/** Email, first and last name: the same fields to create a user and to edit one. */
export const UserFormFields = ({ control, readOnly = false }: UserFormFieldsProps) => {
  const intl = useIntl();
  return (
    <>
      <TextField
        control={control}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        required
        readOnly={readOnly}
        label={intl.formatMessage(messages.email)}
      />
      <TextField
        control={control}
        name="firstName"
        autoComplete="off"
        required
        readOnly={readOnly}
        label={intl.formatMessage(messages.firstName)}
      />
      <TextField
        control={control}
        name="lastName"
        autoComplete="off"
        required
        readOnly={readOnly}
        label={intl.formatMessage(messages.lastName)}
      />
    </>
  );
};
