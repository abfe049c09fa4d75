import { NavLink, Route, Routes } from 'react-router';
import { ClosuresSettings } from './closures-settings';
import { PlannerView } from './planner-view';
import { RegionsSettings } from './regions-settings';

const tabClassName = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-4 py-2 text-sm font-medium ${isActive ? 'bg-walnut-700 text-white' : 'bg-white text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100'}`;

/** /admin/deliveries (the planner) and /admin/deliveries/settings (regions, closure days). */
export function DeliveriesScreen() {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Deliveries</h1>
        <nav aria-label="Deliveries" className="flex gap-2">
          <NavLink to="/admin/deliveries" end className={tabClassName}>
            Planner
          </NavLink>
          <NavLink to="/admin/deliveries/settings" className={tabClassName}>
            Settings
          </NavLink>
        </nav>
      </div>
      <Routes>
        <Route index element={<PlannerView />} />
        <Route
          path="settings"
          element={
            <div className="space-y-5">
              <RegionsSettings />
              <ClosuresSettings />
            </div>
          }
        />
      </Routes>
    </div>
  );
}
