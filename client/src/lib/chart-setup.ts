import { ArcElement, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

/** Registers the chart.js pieces the dashboard uses, once, wherever a chart is first imported. */
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, LineElement, PointElement, Filler, Tooltip, Legend);
Chart.defaults.font.family = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
Chart.defaults.color = '#64748b';
// Charts appear drawn, not animated in, for someone who asked their system for less motion (as the theme's transitions).
if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches) Chart.defaults.animation = false;

export { Chart };
