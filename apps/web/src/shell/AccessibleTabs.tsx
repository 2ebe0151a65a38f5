import { useEffect, useRef } from 'react';
import { Tabs, type TabsProps, type TabsRef } from 'antd';

/**
 * antd's Tabs, with the "…" button it shows when the tabs do not fit kept out of the accessibility
 * tree. antd puts that button inside the role="tablist" element, where only tabs may be (axe:
 * aria-required-children, critical), and no prop or theme token moves it. The tabs it lists for
 * the mouse stay in the tab list, read by screen readers and reached with the arrow keys (the
 * list scrolls to the focused tab), so hiding the button from both loses nothing.
 */
export function AccessibleTabs(props: TabsProps) {
  const ref = useRef<TabsRef>(null);
  useEffect(() => {
    const nav = ref.current?.nativeElement?.querySelector('[role="tablist"]');
    if (!nav) return;
    const hide = () => nav.querySelectorAll('.ant-tabs-nav-more').forEach((button) => {
      button.setAttribute('aria-hidden', 'true');
      button.setAttribute('tabindex', '-1');
    });
    hide();
    // The button is drawn again when the tabs change: it must not come back into the tab list.
    const observer = new MutationObserver(hide);
    observer.observe(nav, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return <Tabs ref={ref} {...props} />;
}
