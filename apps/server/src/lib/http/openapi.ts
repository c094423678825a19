import { roles as allRoles, errorBody, roleLabels, validationErrorItem } from '@rikuun/contract';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { RouteRoles } from './route-roles.ts';

// The OpenAPI document's error answers, derived from each route's own declarations (roles, params,
// body, query, multipart, method) so that they cannot drift from what the error handler sends.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses a route answers beyond those its declarations imply (e.g. 429 on sign-in). */
    errors?: readonly ErrorStatus[];
  }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The document's own introduction: what every route shares is in docs/api.md. */
export const API_DESCRIPTION =
  '陸運（Rikuun）のAPIです。認証（Authorization: Bearer <IDトークン>、外部連携はAPIキー）、一覧の共通パラメータ（page・perPage・sort）、' +
  'Idempotency-Key による再送、version・If-Match による同時編集、エラーの形式は docs/api.md にまとめています。' +
  '各APIの説明には、呼び出せるロール、確認する内容、拒否する場合とその理由を記載しています。';

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

// A route's own error schema built on errorBody (course import's 400) refers to the `errors` tree by
// this component instead of an unnamed definition the document would not contain.
if (!z.globalRegistry.has(validationErrorItem))
  z.globalRegistry.add(validationErrorItem, { id: 'ValidationErrorItem' });

/** The error shape (contract's errorBody) as OpenAPI components: `ErrorBody` and its `errors` tree. */
export function errorComponents(): Record<string, OpenAPIV3.SchemaObject> {
  const registry = z.registry<{ id: string }>();
  registry.add(errorBody, { id: 'ErrorBody' });
  registry.add(validationErrorItem, { id: 'ValidationErrorItem' });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'openapi-3.0',
    io: 'output',
    cycles: 'ref',
    reused: 'inline',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { id: _id, $schema: _s, title: _t, ...schema }]) => [
      id,
      schema as OpenAPIV3.SchemaObject,
    ]),
  );
}

const messages: Record<ErrorStatus, string> = {
  400: '入力内容に誤りがあります（bad_request）。項目ごとの理由は errors に入ります。',
  401: '認証されていません（unauthorized）。IDトークンの期限切れは firebase_token_expired：トークンを更新して再送してください。',
  403: 'この操作を行う権限がありません（forbidden）。',
  404: '指定したデータが見つかりません（not_found）。他社のデータ・形式の誤ったIDも同じ答えです。',
  409: '競合しました（conflict）。重複する値、データの状態や使用中による拒否。理由は message（項目があれば errors）に入ります。',
  413: 'リクエスト（ファイル）が大きすぎるか、数が上限を超えています（payload_too_large）。',
  415: 'この形式のリクエスト・ファイルには対応していません（unsupported_media_type）。',
  422: 'この Idempotency-Key は別の内容のリクエストに使われています（conflict）。',
  429: '試行回数が上限に達しました（too_many_requests）。Retry-After 秒後に再度お試しください。',
  503: '現在サービスを利用できません（service_unavailable）。しばらくしてから再度お試しください。',
};

/** Read by @fastify/swagger as the answer's description (the schema's own stays the schema's). */
const SUCCESS: Record<string, string> = {
  200: '成功',
  201: '作成しました',
  202: '受け付けました（処理は非同期に続きます）',
  204: '成功（本文なし）',
};

/** What a 409 means depends on the method: retries for POST, versions for PUT. */
function conflictText(method: string): string {
  const retry =
    method !== 'GET' ? '同じ Idempotency-Key のリクエストを処理中（Retry-After 秒後に同じキーで再送）。' : '';
  const stale =
    method === 'PUT'
      ? 'version・If-Match で指定したバージョンより後に他の更新があった（何も書き込まず current に現在のデータ）。'
      : '';
  return `${messages[409]}${retry}${stale}`;
}

const API_KEY_401 = 'APIキーがないか無効・失効しています（unauthorized）。IDトークンは使えません。';

type RouteFacts = {
  method: string;
  url: string;
  roles: RouteRoles | undefined;
  schema: FastifySchema & { consumes?: readonly string[] };
  extra: readonly ErrorStatus[];
};

/** The error statuses a route can answer, by what it declares. */
export function errorStatuses(route: RouteFacts): ErrorStatus[] {
  const { method, schema, roles } = route;
  const signedIn = Array.isArray(roles);
  // Every method but GET reads a body when one is sent: malformed JSON (400), too large (413), an
  // unsupported content type (415) are answered before the route runs, whatever it declares.
  const takesBody = method !== 'GET';
  const statuses = new Set<ErrorStatus>(route.extra);
  // A malformed Idempotency-Key (signed-in writes) or If-Match (PUTs) is a 400 too.
  if (takesBody || schema.querystring) statuses.add(400);
  if (roles !== 'public') statuses.add(401);
  if (signedIn && allRoles.some((role) => !roles.includes(role))) statuses.add(403);
  if (/:[A-Za-z]/.test(route.url)) statuses.add(404);
  if (signedIn && takesBody) statuses.add(409);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (signedIn && method !== 'GET') statuses.add(422);
  statuses.add(503);
  return [...statuses].sort();
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** jsonSchemaTransform, plus the route's error answers (the contract's errorBody). */
export function openapiTransform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as Record<string, unknown> & { hide?: boolean };
  const route = input.route as { method: string | string[]; url: string; config?: Record<string, unknown> };
  if (schema.hide) return result;
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  const statuses = errorStatuses({
    method,
    url: route.url,
    roles: route.config?.roles as RouteRoles | undefined,
    schema: (input.schema ?? {}) as RouteFacts['schema'],
    extra: (route.config?.errors as ErrorStatus[] | undefined) ?? [],
  });
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  // A route without a declared answer still gets its 200 documented (what @fastify/swagger does alone).
  if (!Object.keys(response).some((code) => code.startsWith('2')))
    response[200] = { description: '成功', type: 'null' };
  for (const [code, answer] of Object.entries(response)) {
    const text = SUCCESS[code] ?? messages[Number(code) as ErrorStatus];
    if (text && answer && typeof answer === 'object')
      response[code] = { ...answer, 'x-response-description': text };
  }
  const apiKey = route.config?.roles === 'api_key';
  for (const status of statuses) {
    response[status] ??= {
      description:
        status === 401 && apiKey ? API_KEY_401 : status === 409 ? conflictText(method) : messages[status],
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  const description = [callers(route.config?.roles as RouteRoles | undefined), schema.description]
    .filter(Boolean)
    .join('\n\n');
  return { ...result, schema: { ...schema, description, response } };
}

/** Who may call the route, from its declared roles: the first paragraph of every description. */
function callers(roles: RouteRoles | undefined): string | undefined {
  if (roles === undefined) return undefined;
  if (roles === 'public') return '**呼び出し**: 認証不要。';
  if (roles === 'api_key')
    return '**呼び出し**: 会社のAPIキー（Authorization: Bearer sk_…）。IDトークンは使えません。';
  return `**呼び出し**: ${roles.map((role) => roleLabels[role]).join('・')}。`;
}
