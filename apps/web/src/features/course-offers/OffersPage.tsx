import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PartnersTab } from '../partners/index.ts';
import { CarrierRegisterTab } from './CarrierRegisterTab.tsx';
import { OpenOffersTab, OwnOffersTab } from './OfferLists.tsx';

const tabs = ['open', 'own', 'register', 'partners'] as const;
type TabKey = (typeof tabs)[number];

/** 傭車: 募集中の案件 (others' open offers), 自社の依頼 and the 実運送体制管理簿, one tab each (?tab=). */
export function OffersPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab: TabKey = tabs.includes(current as TabKey) ? (current as TabKey) : 'open';

  return (
    <>
      <PageHeader
        title="傭車"
        subtitle="他の運送会社にコースを依頼し、また他社の依頼を引き受けます。依頼はコースの画面から出せます。"
      />
      <Tabs
        value={tab}
        onChange={(_event, next: TabKey) => setParams(next === 'open' ? {} : { tab: next })}
        aria-label="傭車の表示"
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        <Tab value="open" label="募集中の案件" />
        <Tab value="own" label="自社の依頼" />
        <Tab value="register" label="実運送体制管理簿" />
        <Tab value="partners" label="傭車先" />
      </Tabs>
      {tab === 'open' && <OpenOffersTab />}
      {tab === 'own' && <OwnOffersTab />}
      {tab === 'register' && <CarrierRegisterTab />}
      {tab === 'partners' && <PartnersTab />}
    </>
  );
}
