/**
 * A chart of a report (Chart.js through react-chartjs-2, only in this staff
 * chunk): bars or a line over the report's periods. The table beside it holds
 * the same figures for screen readers and for copying; the canvas is an image
 * named after the report.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

/** The shop's brand colours, then distinct ones for further series. */
const colours = ['#1e3a8a', '#b45309', '#047857', '#9f1239'];

export type ChartSeries = { label: string; data: number[] };

export function ReportChart({
  kind,
  title,
  labels,
  series,
  stacked = false,
}: {
  kind: 'bar' | 'line';
  title: string;
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
}) {
  return (
    <div className="relative h-64 w-full">
      <Chart
        type={kind}
        aria-label={title}
        role="img"
        data={{
          labels,
          datasets: series.map((s, index) => ({
            label: s.label,
            data: s.data,
            backgroundColor: colours[index % colours.length],
            borderColor: colours[index % colours.length],
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: series.length > 1 } },
          scales: {
            x: { stacked },
            y: { stacked, beginAtZero: true },
          },
        }}
      />
    </div>
  );
}
