import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';

/** Why approval was refused: the 乗務記録 items missing, listed, with what to do about it. */
export function IncompleteItemsAlert({ lines, bulk }: { lines: string[]; bulk: boolean }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        {bulk ? `未記入の項目がある日報が${lines.length}件あります` : '未記入の項目があります'}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        乗務記録（輸送安全規則第8条）として必要な次の項目が未記入のため、承認できません。
        {bulk ? 'どの日報も承認していません。' : ''}差し戻してドライバーに記入を依頼してください。
      </Typography>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
