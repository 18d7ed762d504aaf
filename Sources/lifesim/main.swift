print("lifesim")
