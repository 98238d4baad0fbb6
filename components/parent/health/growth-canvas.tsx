'use client';
import { useMemo } from 'react';
import { Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartDataset } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { GrowthAnswer } from '@/lib/schemas/health';
import type { Indicator } from '@/lib/health/who';
import { growthPoints, INDICATOR_UNIT, SD_LINES, sdPoints } from '@/lib/health/growth-curves';

ChartJS.register(LinearScale, PointElement, LineElement, Tooltip, Legend);

/**
 * The chart itself (loaded on demand: Chart.js and the WHO tables): the child's points over the WHO curves at −3, −2,
 * 0, +2 and +3 SD, drawn as the staff's chart draws them (lib/health/growth-curves.ts).
 */
export function GrowthCanvas({
  growth,
  indicator,
  label,
  words,
}: {
  growth: GrowthAnswer;
  indicator: Indicator;
  label: string;
  words: { median: string; child: string; ageMonths: string };
}) {
  const { datasets, min, max } = useMemo(() => {
    const { points, min: lo, max: hi } = growthPoints(growth.measurements, indicator);
    const sets: ChartDataset<'line', { x: number; y: number }[]>[] = SD_LINES.map((sd) => ({
      label: sd.k === 0 ? words.median : `${sd.k > 0 ? '+' : '−'}${Math.abs(sd.k)} SD`,
      data: sdPoints(indicator, growth.sex, sd.k, lo, hi),
      borderColor: sd.color,
      borderDash: [...sd.dash],
      borderWidth: sd.k === 0 ? 2 : 1.5,
      pointRadius: 0,
      tension: 0.3,
    }));
    sets.push({
      label: words.child,
      data: points,
      borderColor: '#0d6efd',
      backgroundColor: '#0d6efd',
      borderWidth: 2,
      pointRadius: 5,
      pointHoverRadius: 7,
    });
    return { datasets: sets, min: lo, max: hi };
  }, [growth, indicator, words.median, words.child]);
  return (
    <div className="health-chart-box" data-testid="growth-chart">
      <Line
        aria-label={label}
        role="img"
        data={{ datasets }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          parsing: false,
          interaction: { mode: 'nearest', intersect: false },
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 10 } } } },
          scales: {
            x: { type: 'linear', min, max, title: { display: true, text: words.ageMonths }, ticks: { stepSize: 6 } },
            y: { type: 'linear', title: { display: true, text: INDICATOR_UNIT[indicator] } },
          },
        }}
      />
    </div>
  );
}
