/**
 * A strict reader of the Prometheus text exposition format (0.0.4): every line is a comment (HELP,
 * TYPE) or `name{label="value",…} number`; anything else throws, so a test reading metrics also
 * checks that a Prometheus server could.
 */
export type PrometheusText = {
  samples: { name: string; labels: Record<string, string>; value: number }[];
  types: Map<string, string>;
};

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;

export function parsePrometheusText(text: string): PrometheusText {
  const samples: PrometheusText['samples'] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type?.[1] && type[2]) types.set(type[1], type[2]);
      else if (!/^# HELP \S+ /.test(line)) throw new Error(`not a Prometheus comment: ${line}`);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m?.[1] || m[3] === undefined) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    const body = m[2] ?? '';
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const l = LABEL.exec(body);
      if (!l?.[1] || l[2] === undefined) throw new Error(`bad labels in: ${line}`);
      labels[l[1]] = l[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    // Go's ParseFloat, which Prometheus uses, takes NaN and Inf in any case (prom-client writes "Nan").
    const value = /^nan$/i.test(m[3]) ? Number.NaN : Number(m[3].replace(/^([+-]?)inf$/i, '$1Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(m[3])) throw new Error(`bad value in: ${line}`);
    samples.push({ name: m[1], labels, value });
  }
  return { samples, types };
}

/** The value of the sample of that name whose labels include `labels` (undefined when there is none). */
export function sampleValue(text: PrometheusText, name: string, labels: Record<string, string>) {
  return text.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}
