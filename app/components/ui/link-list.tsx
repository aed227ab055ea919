import { Link } from "react-router";
import type { NavLink } from "~/content/navigation.schema";

/** A list of links to the site's pages, each in an item of its own: the list's classes, then each link's and item's. */
const linkList = (
  links: NavLink[],
  className: string,
  linkClassName: string,
  itemClassName?: string,
  onClick?: () => void,
) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.href} className={itemClassName}>
        <Link to={link.href} onClick={onClick} className={linkClassName}>
          {link.label}
        </Link>
      </li>
    ))}
  </ul>
);

export { linkList };
