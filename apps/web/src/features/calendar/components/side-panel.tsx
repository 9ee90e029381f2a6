import type { CalendarDay, CalendarInitData } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import type { MessageKey } from '@gazda/i18n/catalog';
import { Skeleton, Tabs } from '@mantine/core';
import {
  IconCalendarEvent,
  IconReceipt,
  IconRefresh,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { DayRange } from '../utils/selection';
import { SelectionHint } from './selection-hint';
import type { PreviewStay } from './pricing-preview-tab';

/*
 * The tabs' content is not in the page's first download (issue #9): their forms bring
 * react-hook-form, zod and the request schemas, the preview and the reservation form the date
 * picker with dayjs. The first screen shows the tabs and the Selection tab's hint; each tab's code
 * is fetched when the tab is shown, the Selection tab's when the page is idle (calendar-workspace).
 */
export const loadSelectionTab = () => import('./selection-tab');
const SelectionTab = lazy(() =>
  loadSelectionTab().then((module) => ({ default: module.SelectionTab })),
);
const RulesTab = lazy(() => import('./rules-tab').then((module) => ({ default: module.RulesTab })));
const PricingPreviewTab = lazy(() =>
  import('./pricing-preview-tab').then((module) => ({ default: module.PricingPreviewTab })),
);
const SyncTab = lazy(() => import('./sync-tab').then((module) => ({ default: module.SyncTab })));

/** A tab's place while its code arrives: fixed, so the panel does not jump twice. */
function TabContent({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={240} radius="md" />}>{children}</Suspense>;
}

export type PanelTab = 'selection' | 'rules' | 'preview' | 'sync';

const tabs: { value: PanelTab; label: MessageKey; title: MessageKey; icon: Icon }[] = [
  {
    value: 'selection',
    label: 'calendar.tab.selection',
    title: 'calendar.tab.selection_title',
    icon: IconCalendarEvent,
  },
  {
    value: 'rules',
    label: 'calendar.tab.rules',
    title: 'calendar.tab.rules_title',
    icon: IconTags,
  },
  {
    value: 'preview',
    label: 'calendar.tab.preview',
    title: 'calendar.tab.preview_title',
    icon: IconReceipt,
  },
  {
    value: 'sync',
    label: 'calendar.tab.sync',
    title: 'calendar.tab.sync_title',
    icon: IconRefresh,
  },
];

type SidePanelProps = {
  listingId: number;
  categoryConst: string;
  initData: CalendarInitData;
  days: CalendarDay[];
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>;
  selection: DayRange | null;
  onClearSelection: () => void;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  preview: PreviewStay;
  onPreviewChange: (preview: PreviewStay) => void;
};

/** The panel beside the grid (a bottom sheet on phones): Selection · Rules · Pricing preview · Sync. */
export function SidePanel(props: SidePanelProps) {
  const t = useT();
  const { listingId, initData } = props;
  return (
    <Tabs
      value={props.tab}
      onChange={(value) => {
        if (value) props.onTabChange(value as PanelTab);
      }}
      keepMounted={false}
    >
      <Tabs.List grow aria-label={t('calendar.panel_title')}>
        {tabs.map(({ value, label, title, icon: TabIcon }) => (
          <Tabs.Tab
            key={value}
            value={value}
            title={t(title)}
            aria-label={t(title)}
            leftSection={<TabIcon size={14} aria-hidden />}
            px={6}
            styles={{ tabSection: { marginInlineEnd: 4 } }}
          >
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="selection" pt="md">
        {props.selection ? (
          <TabContent>
            <SelectionTab
              listingId={listingId}
              categoryConst={props.categoryConst}
              initData={initData}
              daysByDate={props.daysByDate}
              selection={props.selection}
              onClear={props.onClearSelection}
            />
          </TabContent>
        ) : (
          <SelectionHint />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="rules" pt="md">
        <TabContent>
          <RulesTab listingId={listingId} initData={initData} />
        </TabContent>
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="md">
        <TabContent>
          <PricingPreviewTab
            listingId={listingId}
            initData={initData}
            days={props.days}
            preview={props.preview}
            onChange={props.onPreviewChange}
          />
        </TabContent>
      </Tabs.Panel>
      <Tabs.Panel value="sync" pt="md">
        <TabContent>
          <SyncTab listingId={listingId} initData={initData} />
        </TabContent>
      </Tabs.Panel>
    </Tabs>
  );
}
