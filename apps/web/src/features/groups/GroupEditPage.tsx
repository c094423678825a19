import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { GroupForm } from './GroupForm.tsx';
import { useGetGroupQuery, useUpdateGroupMutation } from './groups.api.ts';

export function GroupEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: group, error, refetch } = useGetGroupQuery(id);
  const [updateGroup] = useUpdateGroupMutation();

  if (!group) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="グループの編集" subtitle={group.name} />
      <GroupForm
        key={group.id}
        defaultValues={{ name: group.name, memo: group.memo }}
        onCancel={() => navigate(`/groups/${group.id}`)}
        onSubmit={async (body) => {
          await updateGroup({ id: group.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/groups/${group.id}`, { replace: true });
        }}
      />
    </>
  );
}
