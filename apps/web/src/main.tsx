import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/600.css';
import './styles.css';
import { loadConfig } from './lib/api';
import './lib/i18n';
import { App } from './app/App';

await loadConfig();
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
