import Button from '@mui/material/Button';
import type { CourseOffer } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate, formatYen } from '../../lib/format.ts';
import type { ListQueryBase } from '../../lib/list-query.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import {
  useAcceptCourseOfferMutation,
  useListCourseOffersQuery,
  useWithdrawCourseOfferMutation,
} from './course-offers.api.ts';
import { openOfferColumns, ownOfferColumns } from './offer-columns.tsx';

function usePaging() {
  const [query, setQuery] = useState<ListQueryBase>({ page: 1, perPage: 50 });
  const change = (next: Partial<ListQueryBase>) => setQuery((q) => ({ ...q, ...next }));
  return { query, change };
}

/** 募集中の案件: other companies' open offers; 引き受ける moves the course into this company. */
export function OpenOffersTab() {
  const { query, change } = usePaging();
  const list = useListCourseOffersQuery({ active: true, page: query.page, perPage: query.perPage });
  const [accept, accepting] = useAcceptCourseOfferMutation();
  const [picked, setPicked] = useState<CourseOffer | null>(null);
  const [acceptedCourseId, setAcceptedCourseId] = useState<string | null>(null);

  const confirm = async () => {
    if (!picked) return;
    try {
      const offer = await accept(picked.id).unwrap();
      notifySuccess('引き受けました。コースは配車表の未割当に入っています。');
      setAcceptedCourseId(offer.courseId);
    } catch (error) {
      handleError(error);
      list.refetch();
    } finally {
      setPicked(null);
    }
  };

  const columns = openOfferColumns((offer) => (
    <Button size="small" variant="outlined" onClick={() => setPicked(offer)}>
      引き受ける
    </Button>
  ));

  return (
    <>
      {acceptedCourseId && (
        <Button component={RouterLink} to={`/courses/${acceptedCourseId}`} sx={{ mb: 1 }}>
          引き受けたコースを開く
        </Button>
      )}
      <DataTable
        label="募集中の案件"
        columns={columns}
        rowId={(o) => o.id}
        data={list.data}
        error={list.error}
        isFetching={list.isFetching}
        onRetry={list.refetch}
        query={query}
        onQueryChange={change}
        emptyMessage="募集中の案件はありません"
      />
      <ConfirmDialog
        open={picked !== null}
        title="この案件を引き受けますか？"
        message={
          picked
            ? `${picked.companyName}の「${picked.courseName}」（${formatDate(picked.deliveryDate)}、配送先${picked.destinationCount}件）を傭車料${formatYen(picked.fee)}で引き受けます。コースは配送先とともに自社に移り、ドライバー・車両は未割当になります。${picked.message ? `依頼元より：「${picked.message}」` : ''}`
            : ''
        }
        confirmLabel="引き受ける"
        destructive={false}
        busy={accepting.isLoading}
        onConfirm={confirm}
        onClose={() => setPicked(null)}
      />
    </>
  );
}

/** 自社の依頼: every offer the company made, with its status and carrier; 取り下げ while open. */
export function OwnOffersTab() {
  const { query, change } = usePaging();
  const list = useListCourseOffersQuery({ requester: 'me', page: query.page, perPage: query.perPage });
  const [withdraw, withdrawing] = useWithdrawCourseOfferMutation();
  const [picked, setPicked] = useState<CourseOffer | null>(null);

  const confirm = async () => {
    if (!picked) return;
    try {
      await withdraw(picked.id).unwrap();
      notifySuccess('依頼を取り下げました');
    } catch (error) {
      handleError(error);
    } finally {
      setPicked(null);
    }
  };

  const columns = ownOfferColumns((offer) =>
    offer.status === 'open' ? (
      <Button size="small" color="warning" onClick={() => setPicked(offer)}>
        取り下げ
      </Button>
    ) : null,
  );

  return (
    <>
      <DataTable
        label="自社の依頼"
        columns={columns}
        rowId={(o) => o.id}
        data={list.data}
        error={list.error}
        isFetching={list.isFetching}
        onRetry={list.refetch}
        query={query}
        onQueryChange={change}
        emptyMessage="傭車の依頼はまだありません"
      />
      <ConfirmDialog
        open={picked !== null}
        title="依頼を取り下げますか？"
        message={
          picked ? `「${picked.courseName}」の傭車依頼を取り下げます。他社からは見えなくなります。` : ''
        }
        confirmLabel="取り下げ"
        busy={withdrawing.isLoading}
        onConfirm={confirm}
        onClose={() => setPicked(null)}
      />
    </>
  );
}
