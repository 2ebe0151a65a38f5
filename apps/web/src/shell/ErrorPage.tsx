import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import i18n from '../lib/i18n';
import { splitLang, withLang } from '../lib/lang';
import { currentPath } from '../lib/navigation';

/** If the error page itself fails, say so plainly rather than show nothing. */
class Guard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() {
    return this.state.failed ? <p role="alert" style={{ padding: 24 }}>{i18n.t('common:error.pageFailed')}</p> : this.props.children;
  }
}

function ErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const home = `#${withLang(splitLang(currentPath()).lang, '/')}`;
  return (
    <Result status={notFound ? '404' : 'error'} title={notFound ? t('common:error.notFound404') : t('common:error.generic')}
      extra={<Button type="primary" href={home}>{t('common:homePage')}</Button>} />
  );
}

const Result = lazy(() => import('antd/es/result'));

/** The router's error element (SPEC.md section 2): '404 Not Found' for 404, else 'An error occurred'. */
export function RouteError() {
  return <Guard><Suspense fallback={null}><ErrorView /></Suspense></Guard>;
}
