import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { feeTypeLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import {
  ContractActiveChip,
  contractPath,
  contractPeriod,
  unitPrice,
  useListContractsQuery,
} from '../contracts/index.ts';

/** A client's contracts on its detail page, newest period first. */
export function ClientContractsSection({ clientId }: { clientId: string }) {
  const { data, error, refetch } = useListContractsQuery({ clientId, perPage: 100, sort: '-from' });

  return (
    <Card variant="outlined">
      <CardHeader
        title="契約"
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button component={RouterLink} to={`/contracts/new?clientId=${clientId}`} startIcon={<AddIcon />}>
            契約を追加
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!data && (error ? <QueryError error={error} onRetry={refetch} /> : <Loading />)}
        {data?.data.length === 0 && <Alert severity="info">契約はまだ登録されていません。</Alert>}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="取引先の契約">
            {data.data.map((c) => (
              <li key={c.id}>
                <ListItemButton component={RouterLink} to={contractPath(c)} divider sx={{ px: 1, gap: 1 }}>
                  <ListItemText
                    primary={c.name}
                    secondary={`${contractPeriod(c)}　${feeTypeLabels[c.feeType]} ${unitPrice(c.billingUnitPrice, c)}`}
                  />
                  <ContractActiveChip active={c.active} />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {data && data.total > data.data.length && (
          <Button component={RouterLink} to={`/contracts?clientId=${clientId}`} sx={{ mt: 1 }}>
            すべての契約（{data.total}件）を見る
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
