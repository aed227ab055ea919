import { slotted } from "./slot";

const Container = slotted("div", "container", "mx-auto w-full max-w-site px-5 sm:px-8 lg:px-10");

export { Container };
