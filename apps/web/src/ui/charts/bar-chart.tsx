import {
  Box,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
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

  const table = (
    <Table striped withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('common.chart.category')}</Table.Th>
          {series.map((s) => (
            <Table.Th key={s.key} scope="col">
              {s.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {categories.map((category, i) => (
          <Table.Tr key={category}>
            <Table.Th scope="row">{category}</Table.Th>
            {series.map((s) => (
              <Table.Td key={s.key}>{format(s.values[i] ?? 0, s)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text component="figcaption" id={titleId} fw={700}>
            {title}
          </Text>
          <UnstyledButton
            className={classes.toggle}
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? t('common.chart.as_chart') : t('common.chart.as_table')}
          </UnstyledButton>
        </Group>
        <Group gap="md" aria-hidden>
          {series.map((s) => (
            <Group key={s.key} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: s.color }} />
              <Text size="xs" c="dimmed">
                {s.label}
              </Text>
            </Group>
          ))}
        </Group>
        {asTable ? (
          table
        ) : (
          <>
            {drawn ? <VisuallyHidden>{table}</VisuallyHidden> : null}
            <Box
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
                  <Text size="xs" fw={700}>
                    {categories[active]}
                  </Text>
                  {series.map((s) => (
                    <Text size="xs" key={s.key}>
                      {s.label}: {format(s.values[active] ?? 0, s)}
                    </Text>
                  ))}
                </div>
              ) : null}
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
