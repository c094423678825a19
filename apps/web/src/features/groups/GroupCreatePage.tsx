import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { GroupForm } from './GroupForm.tsx';
import { useCreateGroupMutation } from './groups.api.ts';

export function GroupCreatePage() {
  const navigate = useNavigate();
  const [createGroup] = useCreateGroupMutation();
  return (
    <>
      <PageHeader title="グループの新規登録" />
      <GroupForm
        defaultValues={{ name: '', memo: null }}
        onCancel={() => navigate('/groups')}
        onSubmit={async (values) => {
          const group = await createGroup(values).unwrap();
          notifySuccess('グループを登録しました');
          navigate(`/groups/${group.id}`, { replace: true });
        }}
      />
    </>
  );
}
