export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Pager, pageWindow, type PagerProps } from './Pager';
