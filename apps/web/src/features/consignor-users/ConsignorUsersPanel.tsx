import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  type ConsignorUser,
  type ConsignorUserValues,
  consignorActiveLabel,
  consignorUserListQuery,
} from '@rikuun/contract';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { ConsignorUserDialog } from './ConsignorUserDialog.tsx';
import { consignorUserColumns } from './consignor-user-columns.tsx';
import {
  useCreateConsignorUserMutation,
  useLazyListConsignorUsersQuery,
  useListConsignorUsersQuery,
  useUpdateConsignorUserMutation,
} from './consignor-users.api.ts';
import { SendLoginMailButton } from './SendLoginMailButton.tsx';

const activeOptions = [
  { value: 'true', label: consignorActiveLabel(true) },
  { value: 'false', label: consignorActiveLabel(false) },
] as const;

type Props = {
  /** The consignor whose users these are, for the system administrator; a consignor user's own otherwise. */
  consignorId?: string;
  /** The signed-in user's id: he may not deactivate himself. */
  selfId: string;
};

const userValues = (user: ConsignorUser, active = user.active): ConsignorUserValues => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  active,
});

/**
 * A consignor's users: search and filter (kept in the URL), add with an invitation, edit, activate or
 * deactivate, and send login mails to the selected users.
 */
export function ConsignorUsersPanel({ consignorId, selfId }: Props) {
  const { query, setQuery, table } = useListQuery(consignorUserListQuery, { defaults: { sort: 'name' } });
  const listQuery = useMemo(() => ({ ...query, consignorId }), [query, consignorId]);
  const { data, error, isFetching, refetch } = useListConsignorUsersQuery(listQuery);
  const [fetchUsers] = useLazyListConsignorUsersQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchUsers({ ...listQuery, page, perPage }).unwrap(),
    [fetchUsers, listQuery],
  );
  const [createUser] = useCreateConsignorUserMutation();
  const [updateUser, update] = useUpdateConsignorUserMutation();
  const [editing, setEditing] = useState<ConsignorUser | 'new' | null>(null);
  const [toggling, setToggling] = useState<ConsignorUser | null>(null);

  const toggle = async () => {
    if (!toggling) return;
    try {
      await updateUser({ id: toggling.id, body: userValues(toggling, !toggling.active) }).unwrap();
      notifySuccess(toggling.active ? '無効にしました' : '有効にしました');
    } catch (err) {
      handleError(err);
    } finally {
      setToggling(null);
    }
  };

  const columns = consignorUserColumns((user) => (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => setEditing(user)}>
        編集
      </Button>
      {user.id !== selfId && (
        <Button size="small" color={user.active ? 'warning' : 'primary'} onClick={() => setToggling(user)}>
          {user.active ? '無効にする' : '有効にする'}
        </Button>
      )}
    </Stack>
  ));

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <ListSearchField
          value={query.q}
          placeholder="氏名・メールアドレス・電話番号"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
        <ListSelectFilter
          label="状態"
          value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
          options={activeOptions}
          onChange={(active) => setQuery({ active: active === undefined ? undefined : active === 'true' })}
        />
        <Stack sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setEditing('new')}>
          ユーザーを追加
        </Button>
      </Stack>
      <DataTable
        label="荷主ユーザー一覧"
        columns={columns}
        rowId={(user) => user.id}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致するユーザーはいません"
        csv={{ fileName: '荷主ユーザー一覧', fetchPage }}
        bulkActions={(ids, clear) => <SendLoginMailButton ids={ids} onSent={clear} />}
      />
      {editing && (
        <ConsignorUserDialog
          user={editing === 'new' ? undefined : editing}
          isSelf={editing !== 'new' && editing.id === selfId}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            if (editing === 'new') {
              await createUser({ ...values, consignorId }).unwrap();
              notifySuccess('ユーザーを登録し、招待メールを送信しました');
            } else {
              await updateUser({ id: editing.id, body: values }).unwrap();
              notifySuccess('保存しました');
            }
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.active ? 'ユーザーを無効にしますか？' : 'ユーザーを有効にしますか？'}
        message={
          toggling?.active
            ? `${toggling.name}さんはすぐにログインできなくなります。ログイン中の画面も使えなくなります。`
            : `${toggling?.name ?? ''}さんが再びログインできるようになります。`
        }
        confirmLabel={toggling?.active ? '無効にする' : '有効にする'}
        destructive={Boolean(toggling?.active)}
        busy={update.isLoading}
        onConfirm={toggle}
        onClose={() => setToggling(null)}
      />
    </>
  );
}
