import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { to: paths.admin.owner, label: 'Owner panel' },
  { to: paths.admin.inbox, label: 'Team inbox' },
];

/** Links between the team's pages (which are in no menu). */
export function AdminNav() {
  return (
    <nav aria-label="Team pages" className="mt-6 flex flex-wrap gap-2">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-white text-brand-900' : 'border border-white/40 text-white hover:bg-white/10'}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
