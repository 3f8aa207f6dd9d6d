import type { DemoSite } from "./types";

/** Restaurant Delight demo: a fictional Gulf Coast bistro. */
export const restaurantDelightDemo: DemoSite<"restaurant-delight"> = {
  templateId: "restaurant-delight",
  business: {
    name: "Marigold Table",
    tagline: "Gulf Coast kitchen & wine bar in the Heights",
    phone: "(713) 555-0126",
    email: "hello@marigold-demo.test",
    address: "1120 Yale Street, Houston, TX 77008",
    hours: "Tue-Thu 5-10pm · Fri-Sat 5-11pm · Sun brunch 10am-3pm",
  },
  theme: {
    colors: {
      page: "#fff7ed",
      surface: "#fdebd8",
      text: "#431407",
      muted: "#7a4331",
      border: "#f3c9a8",
      primary: "#7f1d1d",
      onPrimary: "#fff7ed",
      onPrimarySoft: "#fde2c7",
      accent: "#9a3412",
      onAccent: "#ffffff",
      link: "#9a3412",
    },
    headingFont: "serif",
    headingWeight: "bold",
    shape: "square",
    header: "centered",
    hero: { layout: "centered", tone: "dark" },
  },
  cta: { label: "Reserve a Table", page: "visit" },
  footerText:
    "Marigold Table is a fictional restaurant created to demonstrate the Restaurant Delight template.",
  home: {
    nav: "Home",
    title: "Gulf Coast Kitchen & Wine Bar in the Heights",
    description:
      "Wood-fired Gulf seafood, seasonal Texas produce and a cozy wine bar on Yale Street. Reserve a table tonight.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "Heights · Houston",
        title: "Wood-fired Gulf seafood, made for sharing",
        text: "Redfish on the half shell, blistered okra and a wine list of small Texas producers. Dinner Tuesday to Sunday, brunch on Sundays.",
        primary: { label: "Reserve a Table", page: "visit" },
        secondary: { label: "See the Menu", page: "menu" },
        art: {
          kind: "plate",
          alt: "Illustration of a plated redfish with lemon and herbs on a white plate.",
        },
      },
      {
        kind: "cards",
        eyebrow: "This week",
        title: "From the wood oven",
        columns: 3,
        items: [
          {
            art: { kind: "plate", variant: 1, alt: "Illustration of grilled Gulf shrimp on a plate." },
            title: "Charred Gulf Shrimp",
            text: "Calabrian chili butter, grilled sourdough.",
            price: "$19",
          },
          {
            art: { kind: "plate", variant: 2, alt: "Illustration of a bowl of seafood gumbo." },
            title: "Dark Roux Gumbo",
            text: "Blue crab, andouille, Carolina Gold rice.",
            price: "$16",
          },
          {
            art: {
              kind: "plate",
              variant: 3,
              alt: "Illustration of a slice of buttermilk pie with berries.",
            },
            title: "Buttermilk Pie",
            text: "Brown butter crust, macerated strawberries.",
            price: "$10",
          },
        ],
        link: { label: "Full menu", page: "menu" },
      },
      {
        kind: "split",
        eyebrow: "Our room",
        title: "Forty seats, one long bar and a patio under the live oak",
        paragraphs: [
          "Marigold is a neighborhood place first. Walk-ins are welcome at the bar; tables are best booked a few days ahead, and the patio is dog-friendly.",
        ],
        bullets: [
          "Private dining for up to 18 guests",
          "Happy hour Tue-Fri 5-6:30pm",
          "Free parking behind the building",
        ],
        art: {
          kind: "dining",
          alt: "Illustration of a warm dining room with pendant lamps over wooden tables.",
        },
        reverse: true,
      },
      {
        kind: "testimonials",
        title: "Guests say",
        items: [
          {
            quote:
              "The redfish on the half shell is the best thing I ate this year. Service was warm without hovering.",
            name: "Claire D.",
            detail: "Dined in March",
          },
          {
            quote: "Our go-to for birthdays. They remembered us on the second visit.",
            name: "Jamal & Priya",
            detail: "Regulars since 2021",
          },
        ],
      },
    ],
  },
  pages: {
    menu: {
      nav: "Menu",
      title: "Dinner Menu",
      description: "Marigold Table's dinner menu: Gulf seafood, wood-fired plates, sides and desserts.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Menu",
          title: "Dinner",
          text: "Our menu follows the boats and the farmers' market, so a few dishes change every week.",
        },
        {
          kind: "menu",
          title: "Dinner menu",
          sections: [
            {
              title: "To start",
              items: [
                {
                  name: "Gulf Oysters",
                  description: "Half dozen, mignonette, charred lemon",
                  price: "$18",
                  tags: ["GF"],
                },
                {
                  name: "Blistered Okra",
                  description: "Smoked salt, comeback sauce",
                  price: "$9",
                  tags: ["V"],
                },
                {
                  name: "Crab Hushpuppies",
                  description: "Jalapeño honey butter",
                  price: "$13",
                },
                {
                  name: "Little Gem Salad",
                  description: "Buttermilk dressing, pickled shallot, pecans",
                  price: "$12",
                  tags: ["V", "GF"],
                },
              ],
            },
            {
              title: "From the wood oven",
              items: [
                {
                  name: "Redfish on the Half Shell",
                  description: "Lemon brown butter, charred greens",
                  price: "$34",
                  tags: ["GF"],
                },
                {
                  name: "Charred Gulf Shrimp",
                  description: "Calabrian chili butter, grilled sourdough",
                  price: "$19",
                },
                {
                  name: "Half Chicken",
                  description: "Pepper vinegar, dirty rice",
                  price: "$27",
                  tags: ["GF"],
                },
                {
                  name: "Texas Wagyu Flat Iron",
                  description: "Chimichurri, crispy potatoes",
                  price: "$42",
                  tags: ["GF"],
                },
              ],
            },
            {
              title: "Sides",
              items: [
                { name: "Carolina Gold Rice", description: "Brown butter, chives", price: "$7", tags: ["V"] },
                { name: "Collard Greens", description: "Smoked turkey, pot likker", price: "$8" },
                { name: "Skillet Cornbread", description: "Cane syrup butter", price: "$7", tags: ["V"] },
              ],
            },
            {
              title: "Dessert",
              items: [
                {
                  name: "Buttermilk Pie",
                  description: "Brown butter crust, strawberries",
                  price: "$10",
                  tags: ["V"],
                },
                {
                  name: "Chocolate Pot de Crème",
                  description: "Whipped cream, sea salt",
                  price: "$11",
                  tags: ["V", "GF"],
                },
              ],
            },
          ],
          footnote:
            "V vegetarian · GF gluten-free. Please tell your server about any allergies. A 20% service charge applies to parties of eight or more.",
        },
      ],
    },
    about: {
      nav: "Our Story",
      title: "Our Story",
      description:
        "Chef Nina Olivera's Gulf Coast kitchen in the Heights, and the farmers and fishers behind the menu.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Our story",
          title: "A Gulf Coast kitchen with Heights manners",
          text: "Chef Nina Olivera grew up on her grandfather's shrimp boat in Kemah. Marigold is the restaurant she wanted to come home to.",
        },
        {
          kind: "split",
          title: "Cooking with the coast",
          paragraphs: [
            "Our fish comes off two family boats in Galveston Bay; our vegetables from three farms within ninety miles. When something runs out, it comes off the menu, and the chalkboard gets something new.",
            "Everything from the bread to the hot sauce is made in our kitchen.",
          ],
          art: {
            kind: "dining",
            variant: 1,
            alt: "Illustration of the open kitchen with copper pans and a wood oven.",
          },
        },
        {
          kind: "cards",
          title: "The people in the kitchen",
          columns: 3,
          tone: "surface",
          items: [
            {
              art: { kind: "portrait", variant: 3, alt: "Portrait illustration of chef Nina Olivera." },
              title: "Nina Olivera",
              meta: ["Chef & owner"],
            },
            {
              art: { kind: "portrait", variant: 4, alt: "Portrait illustration of Andre Guidry." },
              title: "Andre Guidry",
              meta: ["Chef de cuisine"],
            },
            {
              art: { kind: "portrait", variant: 5, alt: "Portrait illustration of Maya Chen." },
              title: "Maya Chen",
              meta: ["Wine director"],
            },
          ],
        },
      ],
    },
    visit: {
      nav: "Visit & Reserve",
      title: "Reservations & Hours",
      description: "Reserve a table at Marigold Table, see opening hours, parking and private dining.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Visit",
          title: "Reserve a table",
          text: "We hold tables for 15 minutes. For parties of seven or more, or private dining, please call us.",
        },
        {
          kind: "contact",
          title: "Find us",
          intro: "On Yale Street between 11th and 12th, with free parking behind the building.",
          details: [
            { label: "Phone", value: "(713) 555-0126" },
            { label: "E-mail", value: "hello@marigold-demo.test" },
            { label: "Address", value: "1120 Yale Street, Houston, TX 77008" },
          ],
          hours: [
            { days: "Tuesday-Thursday", time: "5:00 pm - 10:00 pm" },
            { days: "Friday-Saturday", time: "5:00 pm - 11:00 pm" },
            { days: "Sunday brunch", time: "10:00 am - 3:00 pm" },
            { days: "Monday", time: "Closed" },
          ],
          form: {
            title: "Table reservation",
            fields: [
              { name: "name", label: "Name", type: "text" },
              { name: "phone", label: "Phone", type: "tel" },
              { name: "date", label: "Date", type: "date" },
              {
                name: "time",
                label: "Time",
                type: "select",
                options: ["5:30 pm", "6:00 pm", "6:30 pm", "7:00 pm", "7:30 pm", "8:00 pm", "8:30 pm"],
              },
              {
                name: "party",
                label: "Party size",
                type: "select",
                options: ["2 guests", "3 guests", "4 guests", "5 guests", "6 guests"],
              },
            ],
            submit: "Request table",
          },
        },
      ],
    },
  },
};
