-- Menus name the school's own meals (issue 38): the week's menu plans the meals of the school's contact book settings
-- (tenants.config.contactBook.meals, defaults breakfast, lunch, snack — the codes the menus used so far, so no row
-- changes), so a meal code is any code a school may set, no longer one of three fixed ones.
ALTER TABLE "meal_menu_items" DROP CONSTRAINT "meal_menu_items_meal_check";
--> statement-breakpoint
ALTER TABLE "meal_menu_items" ADD CONSTRAINT "meal_menu_items_meal_check" CHECK ("meal" ~ '^[a-z][a-z0-9_]{0,39}$');
