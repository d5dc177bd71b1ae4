import { restRoute } from "./rest-route.ts";

/** The organization's users and their roles (SPEC §7), added in two steps through a code texted to the new user. */
export const userRoutes = [
  restRoute({ method: "GET", path: "/users", summary: "The organization's users other than its owner", procedure: "users.list" }),
  restRoute({ method: "GET", path: "/roles", summary: "The roles a new user may be given", procedure: "users.roles" }),
  restRoute({
    method: "POST",
    path: "/users/send-otp",
    summary: "Text a confirmation code to a new user's phone (role_type_id, name and email may come with it)",
    procedure: "users.sendOtp",
  }),
  restRoute({
    method: "POST",
    path: "/users",
    summary: "Create the user with the texted code (role_type_id, name, email, phone, code)",
    procedure: "users.create",
    status: 201,
  }),
  restRoute({ method: "PUT", path: "/users/:id", summary: "Activate or deactivate a user (body: active)", procedure: "users.setActive" }),
  restRoute({ method: "DELETE", path: "/users/:id", summary: "Delete a user", procedure: "users.delete" }),
];
