import { type InstanceReplica, replicaStateLabels } from '@rikuun/contract';
import { formatFileSize } from '../../lib/format.ts';

/** WAL not yet replayed: small amounts in bytes (a caught-up replica is 0 B, not "1 KB"). */
function lagBytesText(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : formatFileSize(bytes);
}

/** 遅延 0.4秒・12 KB, or 遅延 不明 before the first answer and while the replica is down. */
export function replicaLagText(replica: Pick<InstanceReplica, 'lagSeconds' | 'lagBytes'>): string {
  if (replica.lagSeconds === null) return '遅延 不明';
  const seconds = `${replica.lagSeconds.toFixed(1)}秒`;
  return replica.lagBytes === null ? `遅延 ${seconds}` : `遅延 ${seconds}・${lagBytesText(replica.lagBytes)}`;
}

/** One replica as an instance sees it: db1:5432/rikuun 使用中（遅延 0.4秒・12 KB）. */
export function replicaText(replica: InstanceReplica): string {
  return `${replica.name} ${replicaStateLabels[replica.state]}（${replicaLagText(replica)}）`;
}
