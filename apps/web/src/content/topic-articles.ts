import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { LearningTopicArticle } from './schemas';

// Paragraphs are kept as arrays and joined so that each one reads as a unit in review;
// pages split `description` on blank lines again.
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** The article of each learning topic (the cards are in topics.ts), by topic id. */
export const topicArticles = localized((): LearningTopicArticle[] => [
  {
    id: 1,
    description: paragraphs(
      tx(
        msg`Almost all of the water on Earth is salt water in the oceans. Only a small share is fresh, and most of that is locked in ice caps, glaciers and deep groundwater. The rivers, lakes and shallow aquifers that people, farms and ecosystems actually draw on are a thin and easily disturbed layer of the global water cycle.`,
      ),
      tx(
        msg`Demand for that water keeps rising with population, diets and industry, while climate change makes rainfall less predictable and droughts longer in many regions. According to the Food and Agriculture Organization of the United Nations, agriculture accounts for roughly 70 percent of global freshwater withdrawals, which is why irrigation efficiency matters as much as household habits.`,
      ),
      tx(
        msg`Saving water also saves energy. Water has to be pumped, treated, heated and cleaned again after use, and every step consumes electricity or gas. A shorter hot shower cuts both the water bill and the energy used to heat it, and less wastewater means less work for treatment plants.`,
      ),
      tx(
        msg`At home the biggest gains usually come from fixing leaks and choosing efficient fittings. The US Environmental Protection Agency estimates that household leaks can waste nearly 10,000 gallons of water a year in an average home, much of it from dripping taps, worn toilet flappers and leaking valves. Low-flow shower heads, dual-flush toilets and running dishwashers and washing machines only when full make a steady difference without changing daily comfort.`,
      ),
      tx(
        msg`Outside the home, collecting rainwater for gardens, watering in the cool of the morning, choosing plants suited to the local climate and keeping soil covered with mulch all reduce demand. On farms, drip irrigation, soil moisture monitoring and restoring wetlands that store water between rains help landscapes hold on to the water they receive.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`Secure supplies`),
        description: tx(
          msg`Using less water keeps rivers, lakes and aquifers at healthier levels and makes communities more resilient in dry years.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Lower energy use`),
        description: tx(
          msg`Less water to pump, treat and heat means lower household bills and fewer emissions from the energy system.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Healthy ecosystems`),
        description: tx(
          msg`Water left in rivers and wetlands supports fish, birds and plants that depend on steady flows.`,
        ),
      },
    ],
  },
  {
    id: 2,
    description: paragraphs(
      tx(
        msg`Wind is moving air, driven by the uneven heating of the Earth by the sun. A wind turbine captures part of the kinetic energy of that air: the wind turns the blades, the blades turn a shaft, and a generator in the nacelle converts the rotation into electricity that is fed into the grid.`,
      ),
      tx(
        msg`The energy available in the wind rises with the cube of its speed, so a site where the wind blows twice as fast offers roughly eight times as much power. That is why turbines are placed on ridges, open plains and at sea, and why modern turbines are tall: wind is usually stronger and steadier higher above the ground. Physics also sets a ceiling known as the Betz limit: no turbine can capture more than about 59 percent of the energy in the wind passing through it.`,
      ),
      tx(
        msg`Once built, a wind farm produces electricity without fuel and without direct emissions. Most of its life-cycle footprint comes from manufacturing steel, concrete and blades, and studies of wind farms consistently find that this footprint is small compared with the electricity produced over a typical operating life of twenty years or more. The Intergovernmental Panel on Climate Change (IPCC) identifies wind and solar power as among the largest and lowest-cost options for cutting emissions this decade.`,
      ),
      tx(
        msg`Wind is variable, so grids combine it with other sources, storage, interconnections between regions and flexible demand. Forecasting has become accurate enough that grid operators can plan for wind output a day ahead, and wind often blows strongest in winter and at night, when solar output is low.`,
      ),
      tx(
        msg`Good projects are planned with care for people and wildlife: studying bird and bat movements before choosing a site, keeping distance from homes, restoring land after construction and sharing benefits with local communities through ownership or community funds. Recycling of old blades is an active area of work for manufacturers.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`No fuel, no direct emissions`),
        description: tx(
          msg`Turbines generate electricity from moving air, without burning coal, oil or gas while they run.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Shared land use`),
        description: tx(
          msg`Land around onshore turbines can still be farmed or grazed, so wind and agriculture often work side by side.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Local energy`),
        description: tx(
          msg`Wind is a domestic resource, which reduces dependence on imported fuel and keeps energy spending closer to home.`,
        ),
      },
    ],
  },
  {
    id: 3,
    description: paragraphs(
      tx(
        msg`Recycling collects materials that have already been used, sorts them and processes them into raw material for new products. It is the third step of the familiar waste hierarchy of reduce, reuse and recycle: the most effective way to cut waste is to avoid it, the next is to keep products in use for longer, and recycling recovers what remains.`,
      ),
      tx(
        msg`The benefit of recycling comes from replacing virgin materials. Making products from recovered metal, paper or glass usually takes less energy, water and mining than starting from ore, trees or sand. Aluminium is the best-known example: according to the Aluminum Association, recycled aluminium needs more than 90 percent less energy than aluminium produced from bauxite ore.`,
      ),
      tx(
        msg`Not all materials behave the same way. Metals and glass can be melted and reformed many times without losing quality. Paper fibres shorten each time they are recycled, so they can be reused only a limited number of times. Plastics are the hardest: there are many different types, they are often mixed with other materials, and much of what is collected can only be turned into lower-grade products.`,
      ),
      tx(
        msg`Contamination is the main reason recyclable material ends up in landfill. Food residue, liquids and items placed in the wrong bin can spoil a whole batch. Rinsing containers, keeping paper dry, following local sorting rules and not putting items in the recycling bin "just in case" make the whole system work better.`,
      ),
      tx(
        msg`Recycling also depends on demand for recycled material. Choosing products made from recycled content, repairing what can be repaired and supporting deposit-return schemes for bottles and cans close the loop, so that collected material actually becomes something new.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`Fewer raw materials`),
        description: tx(
          msg`Recovered metal, paper and glass replace newly mined or harvested material, easing pressure on landscapes.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Energy savings`),
        description: tx(
          msg`Processing recycled material usually takes less energy than producing the same material from scratch.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Less landfill`),
        description: tx(
          msg`Material that is recycled does not need to be buried or burned, reducing pollution and methane from landfills.`,
        ),
      },
    ],
  },
  {
    id: 4,
    description: paragraphs(
      tx(
        msg`A solar panel is made of photovoltaic cells, usually thin wafers of silicon. When sunlight strikes a cell it frees electrons, and the structure of the cell pushes them in one direction, creating a direct current. An inverter converts that current into the alternating current used by homes and the grid.`,
      ),
      tx(
        msg`Solar panels work on rooftops, over car parks, on farmland and in large utility-scale plants. They produce the most in direct sunshine but still generate on cloudy days, at a lower output. Orientation, tilt and shading matter: a panel partly shaded by a chimney or tree can lose a large part of its output, which is why installers survey a site before designing a system.`,
      ),
      tx(
        msg`The cost of solar electricity has fallen steeply over the past decade as manufacturing scaled up. In its World Energy Outlook 2020 the International Energy Agency described solar power as offering some of the lowest-cost electricity ever seen, in places with good sunshine and access to low-cost finance.`,
      ),
      tx(
        msg`Panels are durable. With no moving parts they need little maintenance beyond occasional cleaning and inspection, and manufacturers commonly warrant output for twenty-five years. Studies by the US National Renewable Energy Laboratory (NREL) have found that typical panels lose around half a percent of their output per year.`,
      ),
      tx(
        msg`Because the sun sets every day, solar is paired with batteries, other renewable sources and flexible demand, such as running appliances or charging vehicles at midday. Community solar projects let households that cannot install panels themselves, such as renters, share the output of a nearby installation.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`Clean electricity`),
        description: tx(
          msg`Panels generate power from sunlight with no fuel, no noise and no emissions while operating.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Low running costs`),
        description: tx(
          msg`After installation, sunlight is free and maintenance is light, which lowers electricity bills over many years.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Power where it is needed`),
        description: tx(
          msg`Solar works at every scale, from a single roof or clinic to a village mini-grid far from the main network.`,
        ),
      },
    ],
  },
  {
    id: 5,
    description: paragraphs(
      tx(
        msg`Reforestation means re-establishing forest on land that was forested before, whether it was cleared for farming, logged or damaged by fire. It differs from afforestation, which plants trees where there was no forest in recent history. Both can store carbon, but reforestation with native species usually brings the greatest benefits for wildlife and water.`,
      ),
      tx(
        msg`As trees grow they take carbon dioxide from the air and store the carbon in wood, roots and soil. Young forests grow fast, so restored land can absorb carbon for decades. Forests also cool the local climate, hold soil in place on slopes, filter water and regulate how quickly rain reaches rivers, reducing both floods and dry-season shortages.`,
      ),
      tx(
        msg`Planting is only the start. Seedlings need protection from grazing, fire and weeds, and many die in the first years without care. In places where some forest remains nearby, natural regeneration, which means protecting the land and letting trees return on their own, can be cheaper and produce a more diverse forest than planting. Successful projects measure how many trees survive, not only how many were planted.`,
      ),
      tx(
        msg`The principle often summarised as "the right tree in the right place" matters. Planting a single fast-growing species on natural grassland or peatland can harm biodiversity and water supplies. Good projects use a mix of native species, restore degraded land rather than replacing other ecosystems, and work with the people who live there so that the forest also supports local livelihoods.`,
      ),
      tx(
        msg`Reforestation is part of global restoration goals. The Bonn Challenge, launched by Germany and the International Union for Conservation of Nature (IUCN), set a target of bringing 350 million hectares of degraded and deforested land into restoration by 2030. Reaching such goals depends on secure land rights, long-term funding and honest monitoring.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`Carbon storage`),
        description: tx(
          msg`Growing trees draw carbon dioxide from the atmosphere and keep it in wood, roots and soil for decades.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Habitat recovery`),
        description: tx(
          msg`Native, mixed forests bring back birds, insects and mammals and reconnect fragmented landscapes.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Soil and water protection`),
        description: tx(
          msg`Tree cover reduces erosion, helps rain soak into the ground and keeps streams flowing in dry seasons.`,
        ),
      },
    ],
  },
  {
    id: 6,
    description: paragraphs(
      tx(
        msg`Forests are among the most important ecosystems on the planet. According to the Food and Agriculture Organization of the United Nations (FAO) Global Forest Resources Assessment 2020, forests cover about 31 percent of the world's land area. They are home to most of the species that live on land and provide food, fuel, medicine and income to many communities.`,
      ),
      tx(
        msg`Old, intact forests hold large amounts of carbon built up over centuries in trees and soils. When they are cleared or burned, much of that carbon returns to the atmosphere. A newly planted forest needs decades to store what an old forest holds, which is why protecting existing forests is one of the most effective climate actions available.`,
      ),
      tx(
        msg`The same FAO assessment estimates that about 10 million hectares of forest were lost to deforestation each year between 2015 and 2020, and that the expansion of agriculture is the main driver. Cattle ranching, plantations for crops such as soy and palm oil, illegal logging, mining and road building all contribute, often together.`,
      ),
      tx(
        msg`Protection works best when it supports the people who live in and around forests. A 2021 report by the FAO and the Fund for the Development of Indigenous Peoples of Latin America and the Caribbean (FILAC) found that deforestation rates in Latin America are generally lower in the territories of Indigenous and tribal peoples, particularly where their land rights are formally recognised. Protected areas, sustainable forest management, certification schemes and payments for keeping forests standing, such as programmes under the UN REDD+ framework, are complementary tools.`,
      ),
      tx(
        msg`Everyone can help: choosing certified wood and paper, eating less of the products most linked to deforestation or buying them from verified deforestation-free supply chains, and supporting organisations that work with forest communities. Reducing demand for products grown on cleared land takes pressure off the forests that remain.`,
      ),
    ),
    benefits: [
      {
        id: 1,
        title: tx(msg`Carbon kept in place`),
        description: tx(
          msg`Standing forests keep centuries of stored carbon out of the atmosphere and continue to absorb more.`,
        ),
      },
      {
        id: 2,
        title: tx(msg`Biodiversity`),
        description: tx(
          msg`Intact forests shelter a large share of land species, many of which cannot survive anywhere else.`,
        ),
      },
      {
        id: 3,
        title: tx(msg`Livelihoods and water`),
        description: tx(
          msg`Forests provide food, income and clean water to communities and regulate rainfall far beyond their edges.`,
        ),
      },
    ],
  },
]);
