import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type CompanyCreateInput,
  type CompanyCreateValues,
  type CompanyProfileInput,
  companyCreateInput,
  companyInput,
  companyLabels as L,
} from '@rikuun/contract';
import { type Control, FormProvider } from 'react-hook-form';
import { FormActions } from '../../components/form/FormActions.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { CompanyDetailsFields } from './CompanyDetailsFields.tsx';
import { companyCreateFields } from './company-form-values.ts';

type Props = {
  /** Creating also names the first company admin, who gets an invitation mail. */
  mode: 'create' | 'edit';
  defaultValues: Partial<CompanyCreateInput>;
  onSubmit: (values: CompanyCreateValues) => Promise<void>;
  onCancel: () => void;
};

/** The system administrator's company form; the contract's schema validates here and on the server. */
export function CompanyForm({ mode, defaultValues, onSubmit, onCancel }: Props) {
  const creating = mode === 'create';
  const { form, submit, leaveDialog } = useRecordForm({
    // Editing sends no admin: the edit schema has no such fields.
    schema: creating ? companyCreateInput : (companyInput as unknown as typeof companyCreateInput),
    defaultValues,
    knownFields: companyCreateFields,
    onSubmit,
  });
  const { control } = form;
  const isSubmitting = form.formState.isSubmitting;

  return (
    // FormProvider: the address fields read the form from context.
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 880 }}>
        <CompanyDetailsFields control={control as unknown as Control<CompanyProfileInput>} autoFocus />
        <Box sx={{ mt: 2 }}>
          <SwitchControl
            control={control}
            name="active"
            label="利用中（オフにすると、この会社のユーザーはログインできません）"
          />
        </Box>
        {creating && (
          <Box component="section" aria-labelledby="first-admin" sx={{ mt: 3 }}>
            <Typography id="first-admin" variant="h2" component="h2" sx={{ mb: 1 }}>
              最初の管理者
            </Typography>
            <Alert severity="info" sx={{ mb: 2 }}>
              登録すると、このメールアドレスに招待メールが送信されます。管理者はメールのリンクからログインし、パスワードを設定します（リンクの有効期限は7日間）。
            </Alert>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextFieldControl control={control} name="adminName" label={L.adminName} required />
              <TextFieldControl
                control={control}
                name="adminEmail"
                label={L.adminEmail}
                type="email"
                required
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
            </Box>
          </Box>
        )}
        <FormActions
          busy={isSubmitting}
          onCancel={onCancel}
          submitLabel={creating ? '登録して招待メールを送信' : '保存'}
          busyLabel={creating ? '送信中…' : '保存中…'}
        />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
