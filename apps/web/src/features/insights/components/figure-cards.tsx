import { SimpleGrid } from '@mantine/core';
import classes from './figure-cards.module.css';

type Figure = { key: string; label: string; value: string; detail: string | null };

/**
 * The key figures above the charts: a label, the value, and a line under it when there is one.
 * Plain elements styled by the module, as the charts (ui/charts/bar-chart.tsx): they render in the
 * same task as the page's data.
 */
export function FigureCards({ figures, lg }: { figures: Figure[]; lg: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(3, lg), lg }} spacing="sm">
      {figures.map((figure) => (
        <div key={figure.key} className={classes.card}>
          <p className={classes.label}>{figure.label}</p>
          <p className={classes.value}>{figure.value}</p>
          {figure.detail ? <p className={classes.label}>{figure.detail}</p> : null}
        </div>
      ))}
    </SimpleGrid>
  );
}
