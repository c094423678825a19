import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { ConsignorUsersPanel } from './ConsignorUsersPanel.tsx';

/** A consignor user's home: his consignor's users (荷主ユーザー). */
export function ConsignorUsersPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="荷主ユーザー"
        subtitle={user.consignor ? `${user.consignor.name} のユーザー` : undefined}
      />
      <ConsignorUsersPanel selfId={user.id} />
    </>
  );
}
