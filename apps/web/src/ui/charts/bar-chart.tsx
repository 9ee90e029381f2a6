import { useElementSize } from '@mantine/hooks';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n';
import { useATaskLater } from '../../lib/use-a-task-later';
import classes from './bar-chart.module.css';

type ChartSeries = {
  key: string;
  label: string;
  values: readonly number[];
  /** A CSS colour; the legend shows it beside the label. */
  color: string;
};

export type BarChartProps = {
  title: string;
  /** One label per group of bars (a month, a weekday, a bucket). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Exact values for the tooltip and the table ("1.234,56 €", "12 nights"). */
  format: (value: number, series: ChartSeries) => string;
  /** Short values for the axis ("1,2k"); the exact format by default. */
  axisFormat?: (value: number) => string;
  /** Series drawn on top of each other (booked + booked elsewhere) instead of side by side. */
  stacked?: boolean;
  height?: number;
  /**
   * Below the first screen: the frame (title, legend, the plot's fixed height) paints at once and
   * the bars and the table a task later, so the first screen is sooner (Total Blocking Time) and
   * nothing moves when they come (Cumulative Layout Shift).
   */
  later?: boolean;
};

const AXIS_WIDTH = 48;
const LABEL_HEIGHT = 22;
const TOP = 8;
/** About how wide a character of the 11 px category labels is (bar-chart.module.css). */
const LABEL_CHAR_WIDTH = 6.6;

/** 0, then about three steps of 1, 2 or 5 × 10ⁿ up to at least `max`; whole steps for counts. */
function ticksFor(max: number, whole: boolean): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const step = whole ? Math.max(1, Math.round(nice)) : nice;
  const ticks = [0];
  while (ticks.at(-1)! < max) ticks.push(ticks.at(-1)! + step);
  return ticks;
}

/**
 * A bar chart drawn as SVG by the panel itself (ADR 0023): axes, legend, a tooltip with the exact
 * values on hover and on keyboard focus (←/→ move between groups), and the same numbers as a table,
 * for screen readers always and for anyone behind the "Table" button. Sized to its container.
 */
export function BarChart({
  title,
  categories,
  series,
  format,
  axisFormat,
  stacked = false,
  height = 220,
  later = false,
}: BarChartProps) {
  const t = useT();
  const drawn = useATaskLater() || !later;
  const titleId = useId();
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const [asTable, setAsTable] = useState(false);

  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const whole = series.every((s) => s.values.every(Number.isInteger));
  const ticks = ticksFor(Math.max(0, ...totals), whole);
  const top = ticks.at(-1)!;
  const plotWidth = Math.max(0, width - AXIS_WIDTH);
  const plotHeight = height - LABEL_HEIGHT - TOP;
  const groupWidth = categories.length > 0 ? plotWidth / categories.length : 0;
  const barsPerGroup = stacked ? 1 : series.length;
  const barWidth = Math.max(2, (groupWidth * 0.7) / barsPerGroup);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  // Labels thin out when the groups get narrower than the longest label (12 months on a phone,
  // "14–27 nights" under seven buckets); the table holds every one.
  const longest = Math.max(0, ...categories.map((category) => category.length));
  const labelWidth = Math.max(56, longest * LABEL_CHAR_WIDTH + 8);
  const labelEvery = Math.max(1, Math.ceil(labelWidth / Math.max(groupWidth, 1)));
  const short = axisFormat ?? ((value: number) => format(value, series[0]!));

  const onKeyDown = (event: KeyboardEvent) => {
    if (categories.length === 0) return;
    const move = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const from = active ?? (move > 0 ? -1 : categories.length);
    setActive(Math.min(categories.length - 1, Math.max(0, from + move)));
  };

  // Plain elements: the table renders with every chart, mostly unseen (for screen readers), so it
  // costs the first screen as little as possible; the module's CSS styles it when shown.
  const table = (
    <table className={asTable ? classes.table : undefined}>
      <thead>
        <tr>
          <th scope="col">{t('common.chart.category')}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => (
              <td key={s.key}>{format(s.values[i] ?? 0, s)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    // Plain elements styled by the module (a page draws seven of these): the UI kit's components
    // cost the first screen several times as much to render (Total Blocking Time, issue #31).
    <figure className={classes.figure} aria-labelledby={titleId}>
      <div className={classes.head}>
        <figcaption id={titleId} className={classes.title}>
          {title}
        </figcaption>
        <button
          type="button"
          className={classes.toggle}
          aria-pressed={asTable}
          onClick={() => setAsTable((value) => !value)}
        >
          {asTable ? t('common.chart.as_chart') : t('common.chart.as_table')}
        </button>
      </div>
      <div className={classes.legend} aria-hidden>
        {series.map((s) => (
          <span key={s.key} className={classes.legendItem}>
            <span className={classes.swatch} style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </div>
      {asTable ? (
        table
      ) : (
        <>
          {drawn ? <div className={classes.hidden}>{table}</div> : null}
          <div
            ref={ref}
            className={classes.plot}
            style={{ height }}
            tabIndex={0}
            role="group"
            aria-label={t('common.chart.keyboard_hint', { title })}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            onMouseLeave={() => setActive(null)}
          >
            {drawn && width > 0 ? (
              <svg width={width} height={height} aria-hidden className={classes.svg}>
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line
                      x1={AXIS_WIDTH}
                      x2={width}
                      y1={y(tick)}
                      y2={y(tick)}
                      className={classes.grid}
                    />
                    <text x={AXIS_WIDTH - 6} y={y(tick)} className={classes.axisLabel}>
                      {short(tick)}
                    </text>
                  </g>
                ))}
                {categories.map((category, i) => {
                  const left = AXIS_WIDTH + i * groupWidth + (groupWidth * 0.3) / 2;
                  let stackBase = 0;
                  return (
                    <g key={category} onMouseEnter={() => setActive(i)}>
                      <rect
                        x={AXIS_WIDTH + i * groupWidth}
                        y={TOP}
                        width={groupWidth}
                        height={plotHeight}
                        className={active === i ? classes.hoverActive : classes.hover}
                      />
                      {series.map((s, j) => {
                        const value = s.values[i] ?? 0;
                        const from = stacked ? stackBase : 0;
                        stackBase += stacked ? value : 0;
                        const x = stacked ? left : left + j * barWidth;
                        return (
                          <rect
                            key={s.key}
                            x={x}
                            y={y(from + value)}
                            width={barWidth}
                            height={Math.max(0, y(from) - y(from + value))}
                            fill={s.color}
                            rx={2}
                          />
                        );
                      })}
                      {i % labelEvery === 0 ? (
                        <text
                          x={AXIS_WIDTH + (i + 0.5) * groupWidth}
                          y={height - 6}
                          className={classes.categoryLabel}
                        >
                          {category}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
              </svg>
            ) : null}
            {active !== null ? (
              <div
                className={classes.tooltip}
                role="status"
                style={{
                  left: Math.min(
                    Math.max(0, AXIS_WIDTH + (active + 0.5) * groupWidth - 80),
                    Math.max(0, width - 160),
                  ),
                }}
              >
                <strong>{categories[active]}</strong>
                {series.map((s) => (
                  <div key={s.key}>
                    {s.label}: {format(s.values[active] ?? 0, s)}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        </>
      )}
    </figure>
  );
}
